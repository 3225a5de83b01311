import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SOCKET_NAMESPACES, translateServerMessage, userRoom, type ConnectedPayload } from '@teamhub/contracts';
import { SignJWT } from 'jose';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import type { Realtime } from '../src/realtime/socket-server.js';
import { TEST_JWT_SECRET, createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

type NamespaceKey = keyof typeof SOCKET_NAMESPACES;
const namespaceKeys = Object.keys(SOCKET_NAMESPACES) as NamespaceKey[];

/** The server-side namespace object that serves each client namespace path. */
const serverNamespace = (realtime: Realtime, key: NamespaceKey) =>
  ({
    chat: realtime.chat,
    notifications: realtime.notifications,
    movieRoom: realtime.movieRoom,
    projects: realtime.projects,
  })[key];

const WAIT_MS = 5_000;

/** Resolves with the first of `connected` (payload) or `connect_error` (error), whichever comes first. */
function firstOutcome(
  socket: ClientSocket,
): Promise<{ kind: 'connected'; payload: ConnectedPayload } | { kind: 'error'; error: Error }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket neither connected nor failed in time')), WAIT_MS);
    socket.once('connected', (payload: ConnectedPayload) => {
      clearTimeout(timer);
      resolve({ kind: 'connected', payload });
    });
    socket.once('connect_error', (error: Error) => {
      clearTimeout(timer);
      resolve({ kind: 'error', error });
    });
  });
}

describeEachDatabase('realtime namespaces', ({ database }) => {
  let built: App;
  let baseUrl: string;
  let alice: RegisteredUser;
  const clients: ClientSocket[] = [];

  const connect = (path: string, auth?: Record<string, unknown>) => {
    const socket = connectClient(`${baseUrl}${path}`, {
      auth,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: WAIT_MS,
    });
    clients.push(socket);
    return socket;
  };

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = built.app.server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
    alice = await registerUser(built.app);
  });

  /** Disconnects every client and waits until the server has let go of their sockets too. */
  const disconnectAll = async () => {
    for (const socket of clients.splice(0)) socket.disconnect();
    await vi.waitFor(() => {
      for (const key of namespaceKeys) expect(serverNamespace(built.realtime, key).sockets.size).toBe(0);
    });
  };

  afterEach(disconnectAll);

  afterAll(async () => {
    for (const socket of clients.splice(0)) socket.disconnect();
    await built?.app.close();
  });

  describe.each(namespaceKeys.map((key) => [SOCKET_NAMESPACES[key], key] as const))('namespace %s', (path, key) => {
    it('refuses a connection without a token', async () => {
      const outcome = await firstOutcome(connect(path));
      expect(outcome).toMatchObject({
        kind: 'error',
        error: { message: translateServerMessage('auth.required', 'en') },
      });
    });

    it('refuses a connection with an invalid token', async () => {
      for (const token of ['not-a-jwt', `${alice.token.slice(0, -4)}AAAA`, 42]) {
        const outcome = await firstOutcome(connect(path, { token }));
        expect(outcome.kind, `token ${String(token)}`).toBe('error');
      }
      const outcome = await firstOutcome(connect(path, { token: 'not-a-jwt' }));
      expect(outcome).toMatchObject({
        kind: 'error',
        error: { message: translateServerMessage('auth.invalidToken', 'en') },
      });
    });

    it('refuses a valid token whose user does not exist', async () => {
      const orphan = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(randomUUID())
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      const outcome = await firstOutcome(connect(path, { token: orphan }));
      expect(outcome.kind).toBe('error');
    });

    it('accepts a valid token, says connected with the user id and joins the user room', async () => {
      const socket = connect(path, { token: alice.token });
      const outcome = await firstOutcome(socket);
      // /chat's welcome also says who is online (this user included).
      const payload =
        key === 'chat' ? { userId: alice.user.id, onlineUserIds: [alice.user.id] } : { userId: alice.user.id };
      expect(outcome).toEqual({ kind: 'connected', payload });
      expect(socket.connected).toBe(true);

      const inRoom = await serverNamespace(built.realtime, key).in(userRoom(alice.user.id)).fetchSockets();
      expect(inRoom.map((serverSocket) => serverSocket.id)).toEqual([socket.id]);
      expect(inRoom[0]?.data.user).toEqual({ id: alice.user.id, username: alice.user.username });
      // The room is per namespace: a chat socket is not in another namespace's room, and vice versa.
      for (const other of namespaceKeys.filter((candidate) => candidate !== key)) {
        const elsewhere = await serverNamespace(built.realtime, other).in(userRoom(alice.user.id)).fetchSockets();
        expect(elsewhere).toEqual([]);
      }
    });
  });

  it('puts every socket of one user, and only them, in that user room', async () => {
    const bob = await registerUser(built.app);
    const sockets = [connect(SOCKET_NAMESPACES.chat, { token: alice.token })];
    sockets.push(connect(SOCKET_NAMESPACES.chat, { token: alice.token }));
    sockets.push(connect(SOCKET_NAMESPACES.chat, { token: bob.token }));
    const outcomes = await Promise.all(sockets.map(firstOutcome));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['connected', 'connected', 'connected']);

    const aliceRoom = await built.realtime.chat.in(userRoom(alice.user.id)).fetchSockets();
    expect(aliceRoom.map((socket) => socket.id).sort()).toEqual([sockets[0]?.id, sockets[1]?.id].sort());
    const bobRoom = await built.realtime.chat.in(userRoom(bob.user.id)).fetchSockets();
    expect(bobRoom.map((socket) => socket.id)).toEqual([sockets[2]?.id]);
  });
});
