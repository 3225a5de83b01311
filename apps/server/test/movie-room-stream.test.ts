import type { RoomView } from '@teamhub/contracts';
import { expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { nextEvent, registerUsers } from './helpers/chat.js';
import {
  ask,
  chooseMovie,
  createRoom,
  joinRoom,
  movieRoomServer,
  VIDEO_BYTES,
  videoDocument,
} from './helpers/movie-room.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase("movie room: streaming the host's document", ({ database }) => {
  const server = movieRoomServer(database);
  const app = () => server.app;
  /** The room's stream URL as `user` gets it. */
  const streamUrlFor = async (user: RegisteredUser, roomId: string) =>
    expectData<RoomView>(await callApi(app(), 'GET', `/api/rooms/${roomId}`, user.token)).currentMovie?.streamUrl ?? '';
  /** A GET with no bearer token, as a <video> sends it. */
  const fetchStream = (url: string, range?: string) =>
    app().inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(range ? { range } : {}) } });

  /** A room whose movie is the host's video document, with the guest's socket in it. */
  async function roomWithDocument() {
    const [host, guest, outsider] = await registerUsers(app(), 3);
    const room = await createRoom(app(), host);
    const document = await videoDocument(app(), host, 'Film.mp4');
    await chooseMovie(app(), host, room.roomId, { tmdbId: `document:${document.id}` });
    const guestSocket = await server.open(guest);
    expect(await joinRoom(guestSocket, room.roomId)).toEqual({ success: true });
    return { host, guest, outsider, room, document, guestSocket };
  }

  it('a member streams the video with ranges, without a bearer token', async () => {
    const { guest, room } = await roomWithDocument();
    const url = await streamUrlFor(guest, room.roomId);
    const part = await fetchStream(url, 'bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${VIDEO_BYTES.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(VIDEO_BYTES.subarray(100, 200))).toBe(true);
    const whole = await fetchStream(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(VIDEO_BYTES)).toBe(true);
  });

  it("refuses someone with no socket in the room, even with a link of their own, and another member's link", async () => {
    const { host, outsider, guest, room } = await roomWithDocument();
    const outsiderUrl = await streamUrlFor(outsider, room.roomId);
    expect(outsiderUrl).toContain(`t=${outsider.user.id}.`);
    expect((await fetchStream(outsiderUrl, 'bytes=0-9')).statusCode).toBe(404);
    // The host has no socket in the room either.
    expect((await fetchStream(await streamUrlFor(host, room.roomId))).statusCode).toBe(404);
    // Once the outsider joins, their own link works; the guest's link still names the guest.
    const outsiderSocket = await server.open(outsider);
    await joinRoom(outsiderSocket, room.roomId);
    expect((await fetchStream(outsiderUrl, 'bytes=0-9')).statusCode).toBe(206);
    expect((await fetchStream(await streamUrlFor(guest, room.roomId), 'bytes=0-9')).statusCode).toBe(206);
  });

  it('refuses a member who left the room, and everyone once the movie changes', async () => {
    const { host, guest, room, guestSocket } = await roomWithDocument();
    const url = await streamUrlFor(guest, room.roomId);
    expect(await ask(guestSocket, 'leave-room', { roomId: room.roomId })).toEqual({ success: true });
    expect((await fetchStream(url)).statusCode).toBe(404);
    await joinRoom(guestSocket, room.roomId);
    expect((await fetchStream(url, 'bytes=0-0')).statusCode).toBe(206);

    const changed = nextEvent(guestSocket, 'movie-changed');
    await chooseMovie(app(), host, room.roomId, { tmdbId: 'x', streamUrl: 'https://cdn.example.com/other.mp4' });
    await changed;
    expect((await fetchStream(url)).statusCode).toBe(404);
  });

  it('answers 403 to a missing, forged or expired token, and to a token of another room', async () => {
    const { guest, room, document } = await roomWithDocument();
    const url = await streamUrlFor(guest, room.roomId);
    const base = `/api/rooms/${room.roomId}/stream/${document.id}`;
    const token = new URL(url, 'http://x').searchParams.get('t') ?? '';
    const [readerId, expiry, signature] = token.split('.');
    for (const bad of [
      base,
      `${base}?t=`,
      `${base}?t=${readerId}.${expiry}.${signature?.slice(1)}A`,
      `${base}?t=${readerId}.${Number(expiry) + 43_200}.${signature}`,
      `${base}?t=${readerId}.1000.${signature}`,
    ]) {
      expectFailure(await fetchStream(bad), 403, en('movieRoom.streamLinkInvalid'));
    }
    const otherRoom = await createRoom(app(), guest);
    expectFailure(
      await fetchStream(`/api/rooms/${otherRoom.roomId}/stream/${document.id}?t=${token}`),
      403,
      en('movieRoom.streamLinkInvalid'),
    );
    expect((await fetchStream(`/api/rooms/no-such-room/stream/${document.id}?t=${token}`)).statusCode).toBe(404);
  });
});
