import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PostView } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { users } from '../src/db/schema/index.js';
import { authHeaders, callApi } from './helpers/api.js';
import { openDirect } from './helpers/chat.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, registerUser, TEST_JWT_SECRET, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('remembered feed pages', ({ database }) => {
  let built: App;
  const feedOf = async (user: RegisteredUser) => {
    const response = await callApi(built.app, 'GET', '/api/posts?limit=5', user.token);
    expect(response.statusCode).toBe(200);
    return response.json<PostView[]>();
  };

  beforeAll(async () => {
    built = await createTestApp(database());
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('shows each reader their own likes on a remembered page, and every write at once', async () => {
    const [author, fan, reader] = [
      await registerUser(built.app),
      await registerUser(built.app),
      await registerUser(built.app),
    ];
    const post = await createPost(built.app, author, { caption: 'cached?' });
    const comment = await createComment(built.app, author, post.id, 'first');
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, fan.token);
    await callApi(built.app, 'POST', `/api/posts/${post.id}/comment/${comment.id}/like`, fan.token);

    // The reader's read fills the cache; the fan's read of the same page comes from it.
    const [forReader] = await feedOf(reader);
    const [forFan] = await feedOf(fan);
    expect(forReader).toMatchObject({ id: post.id, likesCount: 1, isLiked: false });
    expect(forReader!.comments[0]).toMatchObject({ id: comment.id, likesCount: 1, isLiked: false });
    expect(forFan).toMatchObject({ id: post.id, likesCount: 1, isLiked: true });
    expect(forFan!.comments[0]).toMatchObject({ id: comment.id, isLiked: true });

    // Writes are seen by the very next read, whoever reads.
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, reader.token);
    expect((await feedOf(fan))[0]).toMatchObject({ likesCount: 2, isLiked: true });
    expect((await feedOf(reader))[0]).toMatchObject({ likesCount: 2, isLiked: true });
    await createComment(built.app, fan, post.id, 'second');
    expect((await feedOf(reader))[0]).toMatchObject({ commentsCount: 2 });
    const newer = await createPost(built.app, fan, { caption: 'newer' });
    expect((await feedOf(reader))[0]!.id).toBe(newer.id);
  });

  it('is forgotten by writes that change pages, and kept through chat reads, follows and notification reads', async () => {
    const [author, reader] = [await registerUser(built.app), await registerUser(built.app)];
    const post = await createPost(built.app, author, { caption: 'kept?' });
    const conversation = await openDirect(built.app, author, reader);
    // Whether a feed read ran the page statement (its preview comments sub-query) or was remembered.
    const readRanPageStatement = async (user: RegisteredUser) => {
      const statements: string[] = [];
      const stop = database().onQuery((sql) => statements.push(sql));
      try {
        await feedOf(user);
      } finally {
        stop();
      }
      return statements.some((sql) => sql.includes('preview_comments'));
    };
    const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => {
      const { statusCode, body } = await response;
      expect(statusCode, body).toBeLessThan(300);
    };

    await readRanPageStatement(reader);
    expect(await readRanPageStatement(reader)).toBe(false);
    await expectOk(callApi(built.app, 'POST', `/api/chats/conversations/${conversation._id}/read`, reader.token));
    await expectOk(callApi(built.app, 'POST', `/api/profile/user/${author.user.id}/follow`, reader.token));
    await expectOk(callApi(built.app, 'PATCH', '/api/notifications/mark-all-read', author.token));
    expect(await readRanPageStatement(reader)).toBe(false);

    await expectOk(callApi(built.app, 'POST', `/api/posts/${post.id}/like`, reader.token));
    expect(await readRanPageStatement(author)).toBe(true);
    expect(await readRanPageStatement(author)).toBe(false);

    // A new name shows on the author's posts at once.
    const username = `${author.user.username}_2`.slice(0, 30);
    await expectOk(callApi(built.app, 'PUT', '/api/profile', author.token, { username, email: author.user.email }));
    expect(await readRanPageStatement(reader)).toBe(true);
    expect((await feedOf(reader))[0]).toMatchObject({ id: post.id, user: { username } });
  });

  it("sends a remembered page compressed once for each set of likes, never one reader's likes to another", async () => {
    const [author, fan, reader] = [
      await registerUser(built.app),
      await registerUser(built.app),
      await registerUser(built.app),
    ];
    // Enough posts for the page to pass the compression threshold.
    const shared = [];
    for (const caption of ['one', 'two', 'three']) shared.push(await createPost(built.app, author, { caption }));
    await callApi(built.app, 'POST', `/api/posts/${shared[1]!.id}/like`, fan.token);
    const url = `/api/posts?userId=${author.user.id}`;
    const read = (user: RegisteredUser, acceptEncoding: string) =>
      built.app.inject({ method: 'GET', url, headers: authHeaders(user.token, { 'accept-encoding': acceptEncoding }) });
    const likedOf = (json: string) => (JSON.parse(json) as PostView[]).map((view) => view.isLiked);
    const browser = 'gzip, deflate, br, zstd';

    const forFan = await read(fan, browser);
    expect(forFan.statusCode).toBe(200);
    expect(forFan.headers['content-encoding']).toBe('br');
    expect(forFan.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(forFan.headers.vary).toMatch(/accept-encoding/i);
    expect(likedOf(brotliDecompressSync(forFan.rawPayload).toString())).toEqual([false, true, false]);
    const forReader = await read(reader, browser);
    expect(likedOf(brotliDecompressSync(forReader.rawPayload).toString())).toEqual([false, false, false]);
    // The same bytes again, and in the other encodings the same page.
    expect((await read(fan, browser)).rawPayload.equals(forFan.rawPayload)).toBe(true);
    const gzipped = await read(fan, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(likedOf(gunzipSync(gzipped.rawPayload).toString())).toEqual([false, true, false]);
    const plain = await read(fan, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(likedOf(plain.body)).toEqual([false, true, false]);

    // The reader's like shows at once, in the bytes the reader gets.
    await callApi(built.app, 'POST', `/api/posts/${shared[2]!.id}/like`, reader.token);
    const after = await read(reader, browser);
    expect(likedOf(brotliDecompressSync(after.rawPayload).toString())).toEqual([true, false, false]);
    // A page after a cursor, not remembered, is compressed on the way out like any answer.
    const older = await built.app.inject({
      method: 'GET',
      url: `${url}&before=${shared[1]!.id}&limit=1`,
      headers: authHeaders(fan.token, { 'accept-encoding': browser }),
    });
    expect(older.statusCode).toBe(200);
    expect(JSON.parse(older.body)).toMatchObject([{ id: shared[0]!.id, isLiked: false }]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a token whose session does not exist, or no longer does once its last check is a minute old', async () => {
    const token = (userId: string) =>
      new SignJWT({ sid: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const status = async (bearer: string | undefined) =>
      (await callApi(built.app, 'GET', '/api/posts?limit=5', bearer)).statusCode;

    expect(await status(undefined)).toBe(401);
    expect(await status(await token(randomUUID()))).toBe(401);
    const leaving = await registerUser(built.app);
    expect(await status(leaving.token)).toBe(200);
    // Deleted by hand, with its sessions (sessions ended through the app are refused at once: sessions.test.ts).
    await database().db.delete(users).where(eq(users.id, leaving.user.id));
    // Only the clock is faked: the check is remembered for a minute, then made again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_001);
    expect(await status(leaving.token)).toBe(401);
  });
});
