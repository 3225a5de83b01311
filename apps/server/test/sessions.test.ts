import type { AddressInfo } from 'node:net';
import { SOCKET_NAMESPACES, type AuthPayload, type SessionView } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { io as connectClient } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/sql-rows.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { listeningTestApp } from './helpers/chat.js';
import { registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Signs `user` in once more, as another device; answers that device's token. */
async function signInAgain(
  app: FastifyInstance,
  user: RegisteredUser,
  userAgent = CHROME_ON_WINDOWS,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': 'en', 'user-agent': userAgent },
    remoteAddress,
    payload: { email: user.user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AuthPayload }>().data.token;
}

const sessionsOf = async (app: FastifyInstance, token: string) =>
  expectData<{ sessions: SessionView[] }>(await callApi(app, 'GET', '/api/auth/sessions', token)).sessions;
const sessionIdOf = (token: string) => decodeJwt(token).sid as string;
/** A signed-in read (authenticate) and the feed (authenticateCaller, the cached path): both must refuse. */
const expectSignedOut = async (app: FastifyInstance, token: string) => {
  expectFailure(await callApi(app, 'GET', '/api/auth/profile', token), 401, en('workspace.sessionEnded'));
  expectFailure(await callApi(app, 'GET', '/api/posts', token), 401, en('workspace.sessionEnded'));
};
const expectSignedIn = async (app: FastifyInstance, token: string) => {
  expect((await callApi(app, 'GET', '/api/auth/profile', token)).statusCode).toBe(200);
  expect((await callApi(app, 'GET', '/api/posts', token)).statusCode).toBe(200);
};

describeEachDatabase('sessions', ({ database }) => {
  const server = listeningTestApp(database);

  it('names its session in every token, with an expiry the session keeps too', async () => {
    const user = await registerUser(server.app);
    const claims = decodeJwt(user.token);
    expect(claims.exp).toEqual(expect.any(Number));
    expect(claims.sid).toEqual(expect.any(String));
    const [session] = await sessionsOf(server.app, user.token);
    expect(session).toMatchObject({ id: claims.sid, current: true });
  });

  it('lists my devices with their names and addresses, this one marked, never another user’s', async () => {
    const user = await registerUser(server.app);
    const other = await registerUser(server.app);
    const phone = await signInAgain(server.app, user, SAFARI_ON_IPHONE, '203.0.113.7');
    const sessions = await sessionsOf(server.app, phone);
    expect(sessions).toHaveLength(2);
    const [newest, first] = sessions;
    expect(newest).toMatchObject({ id: sessionIdOf(phone), current: true, ip: '203.0.113.7' });
    expect(newest!.device).toBe('Mobile Safari on iOS (iPhone)');
    expect(first).toMatchObject({ id: sessionIdOf(user.token), current: false });
    expect(sessions.map((session) => session.id)).not.toContain(sessionIdOf(other.token));
  });

  it('signs out this device only: its token stops at once, others keep working', async () => {
    const user = await registerUser(server.app);
    const laptop = await signInAgain(server.app, user);
    await expectSignedIn(server.app, user.token);
    const answer = await callApi(server.app, 'POST', '/api/auth/logout', user.token);
    expect(answer.json()).toMatchObject({ success: true, message: en('workspace.signedOut') });
    await expectSignedOut(server.app, user.token);
    await expectSignedIn(server.app, laptop);
  });

  it('signs out another of my devices by id; another user’s or an unknown session is 404', async () => {
    const user = await registerUser(server.app);
    const other = await registerUser(server.app);
    const laptop = await signInAgain(server.app, user);
    await expectSignedIn(server.app, laptop);
    for (const id of [sessionIdOf(other.token), '0f8e2a61-1c3b-4d7e-8a9f-6b5c4d3e2f10', 'not-an-id']) {
      expectFailure(
        await callApi(server.app, 'DELETE', `/api/auth/sessions/${id}`, user.token),
        404,
        en('workspace.sessionNotFound'),
      );
    }
    await expectSignedIn(server.app, other.token);
    expectData(await callApi(server.app, 'DELETE', `/api/auth/sessions/${sessionIdOf(laptop)}`, user.token));
    await expectSignedOut(server.app, laptop);
    await expectSignedIn(server.app, user.token);
  });

  it('signs out of every other device and keeps this one', async () => {
    const user = await registerUser(server.app);
    const others = [await signInAgain(server.app, user), await signInAgain(server.app, user, SAFARI_ON_IPHONE)];
    for (const token of others) await expectSignedIn(server.app, token);
    const answer = await callApi(server.app, 'DELETE', '/api/auth/sessions', user.token);
    expect(answer.json()).toMatchObject({ success: true, message: en('workspace.otherSessionsEnded') });
    for (const token of others) await expectSignedOut(server.app, token);
    await expectSignedIn(server.app, user.token);
    expect((await sessionsOf(server.app, user.token)).map((session) => session.id)).toEqual([sessionIdOf(user.token)]);
  });

  it('marks the user as seen when they sign in, and the session and its user when a request confirms it', async () => {
    const user = await registerUser(server.app);
    const { db } = database();
    const seenAt = async () => {
      const result = await db.execute(sql`SELECT last_seen_at FROM users WHERE id = ${user.user.id}`);
      return rowsOf<{ last_seen_at: unknown }>(result)[0]?.last_seen_at ?? null;
    };
    expect(await seenAt()).not.toBeNull();
    await db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE user_id = ${user.user.id}`);
    await db.execute(sql`UPDATE users SET last_seen_at = NULL WHERE id = ${user.user.id}`);
    // Another session of the user: not yet confirmed by this process, so its first use reads the database.
    const laptop = await signInAgain(server.app, user);
    await expectSignedIn(server.app, laptop);
    const [session] = await sessionsOf(server.app, laptop);
    expect(Date.now() - Date.parse(session!.lastSeenAt)).toBeLessThan(60_000);
  });

  describe('sockets', () => {
    it('disconnects the sockets of an ended session in every namespace, and refuses its handshake', async () => {
      const user = await registerUser(server.app);
      const laptop = await signInAgain(server.app, user);
      const laptopUser = { ...user, token: laptop };
      const chat = await server.sockets.connect(laptopUser, SOCKET_NAMESPACES.chat);
      const notifications = await server.sockets.connect(laptopUser, SOCKET_NAMESPACES.notifications);
      const kept = await server.sockets.connect(user, SOCKET_NAMESPACES.notifications);
      const reasons = [chat, notifications].map(
        (socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason))),
      );
      expectData(await callApi(server.app, 'DELETE', '/api/auth/sessions', user.token));
      expect(await Promise.all(reasons)).toEqual(['io server disconnect', 'io server disconnect']);
      expect(kept.connected).toBe(true);

      const { port } = server.app.server.address() as AddressInfo;
      const again = connectClient(`http://127.0.0.1:${port}${SOCKET_NAMESPACES.notifications}`, {
        auth: { token: laptop },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      try {
        const error = await new Promise<Error>((resolve, reject) => {
          again.once('connect_error', resolve);
          again.once('connected', () => reject(new Error('connected with an ended session')));
        });
        expect(error.message).toBe(en('workspace.sessionEnded'));
      } finally {
        again.disconnect();
      }
    });
  });
});

describeEachDatabase('failed sign-ins', ({ database }) => {
  const server = listeningTestApp(database);
  const attempt = (email: string, password: string, remoteAddress = '198.51.100.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      remoteAddress,
      payload: { email, password },
    });

  it('lock one account from one address after 10 failures; the same address still signs in to another account', async () => {
    const mistyped = await registerUser(server.app);
    const colleague = await registerUser(server.app);
    for (let index = 0; index < 10; index += 1) {
      expectFailure(await attempt(mistyped.user.email, 'wrong-password'), 401, en('auth.invalidCredentials'));
    }
    // Even the right password waits now, from this address.
    expectFailure(await attempt(mistyped.user.email, mistyped.password), 429, en('workspace.tooManyFailedSignIns'));
    expect((await attempt(colleague.user.email, colleague.password)).statusCode).toBe(200);
    // From another address the account still opens (the per-account count is far from its limit).
    expect((await attempt(mistyped.user.email, mistyped.password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('slow one account down when guesses come from many addresses', async () => {
    const target = await registerUser(server.app);
    for (let index = 0; index < 50; index += 1) {
      const response = await attempt(target.user.email, `guess-${index}`, `192.0.2.${index + 1}`);
      expect(response.statusCode).toBe(401);
    }
    expectFailure(
      await attempt(target.user.email, target.password, '192.0.2.200'),
      429,
      en('workspace.tooManyFailedSignIns'),
    );
  });

  it('count failures for an email with no account too (the answer never tells them apart)', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await attempt('nobody-here@example.com', 'wrong-password')).statusCode).toBe(401);
    }
    expectFailure(
      await attempt('nobody-here@example.com', 'wrong-password'),
      429,
      en('workspace.tooManyFailedSignIns'),
    );
  });

  it('clears the address’s count for an account after a success', async () => {
    const user = await registerUser(server.app);
    for (let index = 0; index < 9; index += 1) await attempt(user.user.email, 'wrong-password', '198.51.100.9');
    expect((await attempt(user.user.email, user.password, '198.51.100.9')).statusCode).toBe(200);
    for (let index = 0; index < 9; index += 1) {
      expect((await attempt(user.user.email, 'wrong-password', '198.51.100.9')).statusCode).toBe(401);
    }
    expect((await attempt(user.user.email, user.password, '198.51.100.9')).statusCode).toBe(200);
  });
});
