import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SOCKET_NAMESPACES } from '@teamhub/contracts';
import { SignJWT } from 'jose';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { en, expectFailure } from './helpers/api.js';
import { WAIT_MS } from './helpers/chat.js';
import { TEST_JWT_SECRET, createTestApp, getProfile, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/**
 * Properly signed tokens, with a session and an expiry, whose subject is no user id (a token of another
 * app sharing the secret, say).
 */
const SUBJECTS = ['not-a-uuid', '42', "x' OR '1'='1", '5b0c1a52-6a43-4d0e-9a43-2f7a1c9e8b0'];

const signedFor = (subject: string) =>
  new SignJWT({ sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));

describeEachDatabase('a token whose subject is not a user id', ({ database }) => {
  let built: TestApp;

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it.each(SUBJECTS)('answers 401 over REST (sub %j)', async (subject) => {
    const response = await getProfile(built.app, `Bearer ${await signedFor(subject)}`);
    expectFailure(response, 401, en('auth.invalidToken'));
  });

  it.each(SUBJECTS)('fails the socket handshake as an invalid token (sub %j)', async (subject) => {
    const { port } = built.app.server.address() as AddressInfo;
    const socket = connectClient(`http://127.0.0.1:${port}${SOCKET_NAMESPACES.notifications}`, {
      auth: { token: await signedFor(subject) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: WAIT_MS,
    });
    try {
      const error = await new Promise<Error>((resolve, reject) => {
        socket.once('connect_error', resolve);
        socket.once('connected', () => reject(new Error('connected with a bad token')));
      });
      expect(error.message).toBe(en('auth.invalidToken'));
    } finally {
      socket.disconnect();
    }
  });
});
