import type { ApiSuccess, RoomMessagesPage, RoomView } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { movieRoomMessages, movieRooms, users } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { testAppWithUser } from './helpers/app-with-user.js';
import {
  chooseMovie,
  createRoom,
  freshRoomId,
  postRoom,
  putMovie,
  textDocument,
  videoDocument,
  videoPost,
} from './helpers/movie-room.js';
import { createPost } from './helpers/posts.js';
import { createTestApp, registerUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('movie room: rooms, movies and chat history', ({ database }) => {
  const built = testAppWithUser(database);
  const app = () => built.app;
  const getRoom = (token: string, roomId: string) => callApi(app(), 'GET', `/api/rooms/${roomId}`, token);

  it('creates a room hosted by its creator, with the default name and description', async () => {
    const host = await registerUser(app());
    const roomId = freshRoomId('Movie_Night');
    const response = await postRoom(app(), host, { roomId: `  ${roomId.toUpperCase()} `, name: ' ', description: '' });
    expect(response.statusCode, response.body).toBe(201);
    const room = response.json<ApiSuccess<RoomView>>().data;
    expect(room).toEqual({
      roomId: roomId.toLowerCase(),
      name: `${host.user.username}'s Room`,
      description: 'Movie watching room',
      host: { _id: host.user.id, id: host.user.id, username: host.user.username, avatar: host.user.avatar },
      currentMovie: null,
      createdAt: expect.any(String),
      iceServers: [],
    });
    // Ids are case-insensitive: any case reads the same room.
    const other = await registerUser(app());
    expect(expectData<RoomView>(await getRoom(other.token, roomId.toUpperCase()))).toEqual(room);
  });

  it('tells every reader of a room the voice peers’ ICE servers (ICE_SERVERS)', async () => {
    const iceServers = [
      { urls: 'stun:stun.example.org:3478' },
      { urls: ['turn:t.example.org'], username: 'u', credential: 'c' },
    ];
    const configured = await createTestApp(database(), { iceServers });
    try {
      const host = await registerUser(configured.app);
      const roomId = freshRoomId();
      const created = await postRoom(configured.app, host, { roomId });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json<ApiSuccess<RoomView>>().data.iceServers).toEqual(iceServers);
      const guest = await registerUser(configured.app);
      const read = await callApi(configured.app, 'GET', `/api/rooms/${roomId}`, guest.token);
      expect(expectData<RoomView>(read).iceServers).toEqual(iceServers);
    } finally {
      await configured.app.close();
    }
  });

  it('keeps a given name and description', async () => {
    const room = await createRoom(app(), built.me, { name: ' Friday ', description: 'Horror only' });
    expect(room).toMatchObject({ name: 'Friday', description: 'Horror only', host: { id: built.me.user.id } });
  });

  it('answers 409 for an id already taken (any case) and never changes the host', async () => {
    const room = await createRoom(app(), built.me);
    const other = await registerUser(app());
    expectFailure(await postRoom(app(), other, { roomId: room.roomId.toUpperCase() }), 409, en('movieRoom.roomExists'));
    // Two creators racing for one id: one room, one 409.
    const raced = freshRoomId();
    const answers = await Promise.all([
      postRoom(app(), built.me, { roomId: raced }),
      postRoom(app(), other, { roomId: raced }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(expectData<RoomView>(await getRoom(other.token, room.roomId)).host.id).toBe(built.me.user.id);
  });

  it('refuses bad ids and unknown rooms', async () => {
    expectFailure(await postRoom(app(), built.me, { roomId: '' }), 400, en('movieRoom.roomIdRequired'));
    expectFailure(await postRoom(app(), built.me, { roomId: 'no spaces' }), 400, en('movieRoom.roomIdInvalid'));
    expectFailure(await postRoom(app(), built.me, { roomId: 'x'.repeat(65) }), 400, en('movieRoom.roomIdInvalid'));
    expectFailure(await getRoom(built.me.token, 'no-such-room'), 404, en('movieRoom.roomNotFound'));
    expectFailure(await getRoom(built.me.token, 'bad%20id'), 404, en('movieRoom.roomNotFound'));
    expect((await callApi(app(), 'GET', '/api/rooms/anything', undefined)).statusCode).toBe(401);
  });

  it('lets only the host choose the movie; anyone else gets 403 and nothing changes', async () => {
    const room = await createRoom(app(), built.me);
    const guest = await registerUser(app());
    const link = { tmdbId: 'x', streamUrl: 'https://cdn.example.com/movies/Big%20Buck.mp4' };
    expectFailure(await putMovie(app(), guest, room.roomId, link), 403, en('movieRoom.hostOnly'));
    expect(expectData<RoomView>(await getRoom(guest.token, room.roomId)).currentMovie).toBeNull();
    expectFailure(await putMovie(app(), guest, 'no-such-room', link), 404, en('movieRoom.roomNotFound'));

    const movie = await chooseMovie(app(), built.me, room.roomId, link);
    expect(movie).toEqual({
      tmdbId: expect.stringMatching(/^link:[0-9a-f]{16}$/),
      title: 'Big Buck.mp4',
      poster: '',
      streamUrl: link.streamUrl,
      source: 'link',
      duration: null,
      selectedAt: expect.any(String),
    });
    expect(expectData<RoomView>(await getRoom(guest.token, room.roomId)).currentMovie).toEqual(movie);
    expectFailure(
      await putMovie(app(), guest, room.roomId, { tmdbId: 'y', streamUrl: 'https://evil.example.com/x.mp4' }),
      403,
      en('movieRoom.hostOnly'),
    );
    expect(expectData<RoomView>(await getRoom(guest.token, room.roomId)).currentMovie).toEqual(movie);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:video/mp4;base64,AAAA'],
    ['file:///etc/passwd'],
    ['//cdn.example.com/x.mp4'],
    [''],
  ])('refuses the pasted link %j', async (streamUrl) => {
    const room = await createRoom(app(), built.me);
    expectFailure(
      await putMovie(app(), built.me, room.roomId, { tmdbId: '1', streamUrl }),
      400,
      en('movieRoom.streamUrlInvalid'),
    );
    expect(expectData<RoomView>(await getRoom(built.me.token, room.roomId)).currentMovie).toBeNull();
  });

  it('takes a pasted link with its title and an http(s) poster only', async () => {
    const room = await createRoom(app(), built.me);
    const streamUrl = 'http://nas.local:8096/hls/master.m3u8';
    expectFailure(
      await putMovie(app(), built.me, room.roomId, { tmdbId: 550, streamUrl, poster: 'javascript:alert(1)' }),
      400,
      en('movieRoom.posterInvalid'),
    );
    const movie = await chooseMovie(app(), built.me, room.roomId, {
      tmdbId: 550,
      streamUrl,
      title: 'Fight Club',
      poster: 'https://image.example.com/p.jpg',
    });
    expect(movie).toMatchObject({
      title: 'Fight Club',
      poster: 'https://image.example.com/p.jpg',
      streamUrl,
      source: 'link',
    });
  });

  it("plays a feed post's video: its caption as title, its public video as stream", async () => {
    const room = await createRoom(app(), built.me);
    const someone = await registerUser(app());
    const post = await videoPost(app(), someone, `Our trip ${'!'.repeat(100)}`);
    const movie = await chooseMovie(app(), built.me, room.roomId, {
      tmdbId: `post:${post.id}`,
      streamUrl: 'https://ignored.example.com',
    });
    expect(movie).toMatchObject({
      tmdbId: `post:${post.id}`,
      title: `Our trip ${'!'.repeat(71)}`,
      streamUrl: post.mediaUrl,
      source: 'post',
    });
    const untitled = await videoPost(app(), someone);
    expect((await chooseMovie(app(), built.me, room.roomId, { tmdbId: `post:${untitled.id}` })).title).toBe('Video');

    const picture = await createPost(app(), someone);
    expectFailure(
      await putMovie(app(), built.me, room.roomId, { tmdbId: `post:${picture.id}` }),
      400,
      en('movieRoom.notAVideo'),
    );
    for (const tmdbId of ['post:00000000-0000-4000-8000-000000000000', 'post:nope']) {
      expectFailure(await putMovie(app(), built.me, room.roomId, { tmdbId }), 404, en('movieRoom.movieNotFound'));
    }
  });

  it("plays only the host's own video documents out of the trash, as a signed link for each reader", async () => {
    const room = await createRoom(app(), built.me);
    const own = await videoDocument(app(), built.me, 'Summer.Holiday.mp4');
    const movie = await chooseMovie(app(), built.me, room.roomId, { tmdbId: `document:${own.id}` });
    expect(movie).toMatchObject({ tmdbId: `document:${own.id}`, title: 'Summer.Holiday', source: 'document' });
    expect(movie.streamUrl).toMatch(
      new RegExp(`^/api/rooms/${room.roomId}/stream/${own.id}\\?t=${built.me.user.id}\\.`),
    );
    // Another reader gets a link of their own.
    const guest = await registerUser(app());
    const seen = expectData<RoomView>(await getRoom(guest.token, room.roomId)).currentMovie;
    expect(seen?.streamUrl).toMatch(new RegExp(`\\?t=${guest.user.id}\\.`));

    const others = await videoDocument(app(), guest);
    expectFailure(
      await putMovie(app(), built.me, room.roomId, { tmdbId: `document:${others.id}` }),
      404,
      en('movieRoom.movieNotFound'),
    );
    const notes = await textDocument(app(), built.me);
    expectFailure(
      await putMovie(app(), built.me, room.roomId, { tmdbId: `document:${notes.id}` }),
      400,
      en('movieRoom.notAVideo'),
    );
    const trashed = await videoDocument(app(), built.me, 'old.mp4');
    expectData(await callApi(app(), 'DELETE', '/api/documents', built.me.token, { ids: [trashed.id] }));
    expectFailure(
      await putMovie(app(), built.me, room.roomId, { tmdbId: `document:${trashed.id}` }),
      404,
      en('movieRoom.movieNotFound'),
    );
    // The refusals changed nothing.
    expect(expectData<RoomView>(await getRoom(built.me.token, room.roomId)).currentMovie).toEqual(movie);
  });

  it('pages the room chat: page 1 holds the newest 50, oldest first within each page', async () => {
    const room = await createRoom(app(), built.me);
    const { db } = database();
    const start = Date.parse('2026-01-01T00:00:00Z');
    await db.insert(movieRoomMessages).values(
      Array.from({ length: 120 }, (_, index) => ({
        roomId: room.roomId,
        userId: built.me.user.id,
        message: `m${index}`,
        createdAt: new Date(start + index * 1000),
      })),
    );
    const page = async (query: string) =>
      expectData<RoomMessagesPage>(
        await callApi(app(), 'GET', `/api/messages/room/${room.roomId}${query}`, built.me.token),
      );

    const first = await page('');
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3 });
    expect(first.messages.map((message) => message.message)).toEqual(
      Array.from({ length: 50 }, (_, i) => `m${70 + i}`),
    );
    expect(first.messages[0]).toEqual({
      id: expect.any(String),
      roomId: room.roomId,
      user: { id: built.me.user.id, username: built.me.user.username, avatar: built.me.user.avatar },
      message: 'm70',
      timestamp: new Date(start + 70_000).toISOString(),
    });
    expect((await page('?page=2')).messages.map((message) => message.message)).toEqual(
      Array.from({ length: 50 }, (_, i) => `m${20 + i}`),
    );
    const last = await page('?page=3');
    expect(last.messages.map((message) => message.message)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i}`));
    expect((await page('?page=4')).messages).toEqual([]);
    expect((await page('?page=2&limit=10')).messages.map((message) => message.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `m${100 + i}`),
    );

    const empty = await createRoom(app(), built.me);
    const none = expectData<RoomMessagesPage>(
      await callApi(app(), 'GET', `/api/messages/room/${empty.roomId}`, built.me.token),
    );
    expect(none).toEqual({ messages: [], pagination: { currentPage: 1, totalPages: 1 } });
    for (const query of ['?page=0', '?limit=51', '?page=abc', '?limit=0']) {
      expectFailure(
        await callApi(app(), 'GET', `/api/messages/room/${room.roomId}${query}`, built.me.token),
        400,
        en('movieRoom.pageInvalid'),
      );
    }
    expectFailure(
      await callApi(app(), 'GET', '/api/messages/room/no-such-room', built.me.token),
      404,
      en('movieRoom.roomNotFound'),
    );
  });

  it('drops a room with its chat when its host deletes their account (cascade)', async () => {
    const { db } = database();
    const host = await registerUser(app());
    const room = await createRoom(app(), host);
    await db.insert(movieRoomMessages).values({ roomId: room.roomId, userId: host.user.id, message: 'hi' });
    expect(await db.select().from(movieRooms).where(eq(movieRooms.roomId, room.roomId))).toHaveLength(1);
    await db.delete(users).where(eq(users.id, host.user.id));
    expect(await db.select().from(movieRooms).where(eq(movieRooms.roomId, room.roomId))).toEqual([]);
    expect(await db.select().from(movieRoomMessages).where(eq(movieRoomMessages.roomId, room.roomId))).toEqual([]);
  });
});

describeEachDatabase('movie room: the library (trending and search)', ({ database }) => {
  const built = testAppWithUser(database);
  const app = () => built.app;
  const trending = async (token: string) =>
    expectData<{ id: string }[]>(await callApi(app(), 'GET', '/api/movies/trending', token));
  const search = async (token: string, query: string) =>
    expectData<{ movies: { id: string; title: string }[] }>(
      await callApi(app(), 'GET', `/api/movies/search?query=${encodeURIComponent(query)}`, token),
    ).movies;

  it("lists everyone's video posts and only the caller's own video documents, most chosen first, then newest", async () => {
    const alice = await registerUser(app());
    const bob = await registerUser(app());
    const older = await videoPost(app(), bob, 'Older clip');
    const newer = await videoPost(app(), bob, 'Newer clip');
    await createPost(app(), bob, { caption: 'A picture, not a movie' });
    const aliceDoc = await videoDocument(app(), alice, 'Alice home video.mp4');
    const bobDoc = await videoDocument(app(), bob, 'Bob private.mp4');
    await textDocument(app(), alice, 'video notes.txt');

    const ids = (list: { id: string }[]) => list.map((movie) => movie.id);
    const forAlice = await trending(alice.token);
    expect(ids(forAlice)).not.toContain(`document:${bobDoc.id}`);
    expect(ids(forAlice).indexOf(`post:${newer.id}`)).toBeLessThan(ids(forAlice).indexOf(`post:${older.id}`));
    expect(ids(forAlice)).toContain(`document:${aliceDoc.id}`);
    expect(forAlice.find((movie) => movie.id === `document:${aliceDoc.id}`)).toEqual({
      id: `document:${aliceDoc.id}`,
      title: 'Alice home video',
      posterPath: '',
      voteAverage: null,
      streamUrl: '',
      duration: null,
      source: 'document',
      plays: 0,
      createdAt: expect.any(String),
    });
    expect(ids(await trending(bob.token))).not.toContain(`document:${aliceDoc.id}`);

    // Choosing the older post twice puts it first.
    const room = await createRoom(app(), alice);
    await chooseMovie(app(), alice, room.roomId, { tmdbId: `post:${older.id}` });
    await chooseMovie(app(), alice, room.roomId, { tmdbId: `post:${older.id}` });
    await chooseMovie(app(), alice, room.roomId, { tmdbId: `document:${aliceDoc.id}` });
    const after = await trending(alice.token);
    expect(after.slice(0, 2)).toMatchObject([
      { id: `post:${older.id}`, plays: 2, streamUrl: older.mediaUrl, title: 'Older clip', source: 'post' },
      { id: `document:${aliceDoc.id}`, plays: 1 },
    ]);
  });

  it("searches captions and the caller's document names in any case; % and _ are literal; blank finds nothing", async () => {
    const alice = await registerUser(app());
    const bob = await registerUser(app());
    const tag = `zq${Date.now().toString(36)}`;
    const post = await videoPost(app(), bob, `The ${tag.toUpperCase()} premiere`);
    const percent = await videoPost(app(), bob, `${tag} 100% fun`);
    const aliceDoc = await videoDocument(app(), alice, `${tag}_cut.mp4`);
    const bobDoc = await videoDocument(app(), bob, `${tag} bob.mp4`);

    const found = (await search(alice.token, tag)).map((movie) => movie.id);
    expect(found.sort()).toEqual([`post:${post.id}`, `post:${percent.id}`, `document:${aliceDoc.id}`].sort());
    expect(found).not.toContain(`document:${bobDoc.id}`);
    expect((await search(alice.token, `${tag} 100%`)).map((movie) => movie.id)).toEqual([`post:${percent.id}`]);
    expect(await search(alice.token, `${tag}%`)).toEqual([]);
    expect((await search(alice.token, `${tag}_`)).map((movie) => movie.id)).toEqual([`document:${aliceDoc.id}`]);
    expect(await search(alice.token, '   ')).toEqual([]);
    expect(expectData(await callApi(app(), 'GET', '/api/movies/search', alice.token))).toEqual({ movies: [] });
  });
});
