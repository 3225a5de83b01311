import type { AddressInfo } from 'node:net';
import {
  SOCKET_NAMESPACES,
  type ApiSuccess,
  type ChatUploadAnswer,
  type ConversationView,
  type MessageHistoryAnswer,
  type MessageView,
  type SendMessagePayload,
} from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { authHeaders, callApi, expectData, multipartPayload } from './api.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp, type TestAppOptions } from './test-app.js';

export const WAIT_MS = 5_000;

type Users<N extends number, T extends RegisteredUser[] = []> = T['length'] extends N
  ? T
  : Users<N, [...T, RegisteredUser]>;

/** `count` fresh accounts, typed as a tuple of that length. */
export async function registerUsers<N extends number>(app: FastifyInstance, count: N): Promise<Users<N>> {
  const made: RegisteredUser[] = [];
  for (let index = 0; index < count; index += 1) made.push(await registerUser(app));
  return made as Users<N>;
}

/** The next `event` on `socket` (rejects after a few seconds). */
export function nextEvent<T>(socket: ClientSocket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} in time`)), WAIT_MS);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Every `event` received on `socket` from now on. */
export function collect<T>(socket: ClientSocket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Sockets on a listening test app, all disconnected by `disconnectAll`. */
export function socketPool(built: () => TestApp) {
  const clients: ClientSocket[] = [];
  const baseUrl = () => `http://127.0.0.1:${(built().app.server.address() as AddressInfo).port}`;
  return {
    /**
     * A socket of `user` (on /chat unless told), connected, with its `connected` welcome. `language`:
     * the handshake's Accept-Language (none by default, so the server's default, Vietnamese).
     */
    async open(
      user: RegisteredUser,
      path: string = SOCKET_NAMESPACES.chat,
      options: { reconnect?: boolean; language?: 'vi' | 'en' } = {},
    ) {
      const socket = connectClient(`${baseUrl()}${path}`, {
        auth: { token: user.token },
        ...(options.language ? { extraHeaders: { 'accept-language': options.language } } : {}),
        transports: ['websocket'],
        reconnection: options.reconnect ?? false,
        reconnectionDelay: 300,
        reconnectionDelayMax: 300,
        forceNew: true,
      });
      clients.push(socket);
      const welcome = await nextEvent<{ userId: string; onlineUserIds?: string[] }>(socket, 'connected');
      return { socket, welcome };
    },
    /** A socket of `user` (on /chat unless told), connected. */
    async connect(user: RegisteredUser, path: string = SOCKET_NAMESPACES.chat) {
      return (await this.open(user, path)).socket;
    },
    disconnectAll() {
      for (const socket of clients.splice(0)) socket.disconnect();
    },
  };
}

type SendAnswer = { success: true; data: MessageView } | { success: false; message: string };

/** send-message with an acknowledgement; answers the acknowledgement. */
export async function sendOverSocket(socket: ClientSocket, payload: Partial<SendMessagePayload>): Promise<SendAnswer> {
  return (await socket.timeout(WAIT_MS).emitWithAck('send-message', payload)) as SendAnswer;
}

/** Sends and expects success; answers the saved message. */
export async function sendText(socket: ClientSocket, conversationId: string, content: string, replyTo?: string) {
  const answer = await sendOverSocket(socket, { conversationId, content, messageType: 'text', replyTo });
  if (!answer.success) throw new Error(`send-message failed: ${answer.message}`);
  return answer.data;
}

/** POST /api/chats/conversations as `user` with `targetUserId`; expects 200 or 201. */
export async function openDirect(app: FastifyInstance, user: RegisteredUser, target: RegisteredUser) {
  const response = await callApi(app, 'POST', '/api/chats/conversations', user.token, { targetUserId: target.user.id });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<ApiSuccess<ConversationView>>().data;
}

export async function createGroup(
  app: FastifyInstance,
  owner: RegisteredUser,
  members: RegisteredUser[],
  { name = 'Team', type = 'group' }: { name?: string; type?: 'group' | 'community' } = {},
) {
  const response = await callApi(app, 'POST', '/api/chats/groups', owner.token, {
    name,
    type,
    memberIds: members.map((member) => member.user.id),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<ConversationView>>().data;
}

export async function conversationsOf(app: FastifyInstance, user: RegisteredUser): Promise<ConversationView[]> {
  return expectData<ConversationView[]>(await callApi(app, 'GET', '/api/chats/conversations', user.token));
}

export async function historyOf(
  app: FastifyInstance,
  user: RegisteredUser,
  conversationId: string,
  query = '',
): Promise<MessageHistoryAnswer> {
  const url = `/api/chats/conversations/${conversationId}/messages${query}`;
  return expectData<MessageHistoryAnswer>(await callApi(app, 'GET', url, user.token));
}

export const unreadOf = async (app: FastifyInstance, user: RegisteredUser, conversationId: string) =>
  (await conversationsOf(app, user)).find((item) => item.id === conversationId)?.unreadCount;

/** POST /api/chats/upload with `bytes` as the `file` field. */
export async function uploadChatFile(
  app: FastifyInstance,
  token: string | undefined,
  bytes: Uint8Array,
  filename: string,
  type = 'application/octet-stream',
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  const { headers, payload } = await multipartPayload(form);
  return app.inject({ method: 'POST', url: '/api/chats/upload', headers: authHeaders(token, headers), payload });
}

/** Uploads and expects 201; answers the upload answer. */
export async function uploaded(app: FastifyInstance, user: RegisteredUser, bytes: Uint8Array, filename: string) {
  const response = await uploadChatFile(app, user.token, bytes, filename);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<ChatUploadAnswer>>().data;
}

/**
 * A test app listening on loopback for a socket suite: started before the suite, its sockets closed
 * after each test (waiting until everyone is offline, so presence starts clean), closed after the suite.
 */
export function listeningTestApp(database: () => DatabaseHandle, options: TestAppOptions = {}) {
  let current: TestApp | undefined;
  const started = () => {
    if (!current) throw new Error('the test app is not started yet');
    return current;
  };
  const sockets = socketPool(started);
  beforeAll(async () => {
    current = await createTestApp(database(), options);
    await current.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    sockets.disconnectAll();
    await vi.waitFor(async () => expect(await started().realtime.presence.onlineUserIds()).toEqual([]));
  });
  afterAll(async () => {
    await current?.app.close();
  });
  return {
    sockets,
    get app() {
      return started().app;
    },
    get realtime() {
      return started().realtime;
    },
    /** The whole built app (realtime, sweeps…). */
    get built() {
      return started();
    },
  };
}
