import { randomBytes } from 'node:crypto';
import {
  SOCKET_NAMESPACES,
  type ApiSuccess,
  type AuthPayload,
  type ConversationView,
  type MessageView,
  type PublicUser,
} from '@teamhub/contracts';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';

/** How long a live event may take to cross processes before a test gives up on it. */
export const CROSS_PROCESS_WAIT_MS = 5_000;

export interface ClusterUser {
  user: PublicUser;
  token: string;
}

export interface HttpAnswer<T> {
  status: number;
  body: T;
}

/** A JSON request to a server process (English answers), as `token`'s user or signed out. */
export async function request<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The `data` of a successful answer; throws with the answer otherwise. */
export async function data<T>(answer: Promise<HttpAnswer<unknown>>, status = 200): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return (body as ApiSuccess<T>).data;
}

/** POSTs a multipart form (the web client's uploads) as `token`'s user. */
export async function postForm<T>(baseUrl: string, url: string, token: string, form: FormData): Promise<HttpAnswer<T>> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Registers a fresh account through `baseUrl`. */
export async function registerThrough(baseUrl: string): Promise<ClusterUser> {
  const suffix = randomBytes(5).toString('hex');
  const body = { username: `cluster_${suffix}`, email: `cluster_${suffix}@example.com`, password: `pw-${suffix}-x` };
  const { user, token } = await data<AuthPayload>(request(baseUrl, 'POST', '/api/auth/register', undefined, body), 201);
  return { user, token };
}

/** Sockets opened by a suite, all closed by `closeAll`. */
export function clusterSockets() {
  const opened: ClientSocket[] = [];
  return {
    /**
     * A socket.io client of `user` on `baseUrl` (on /chat unless told), resolved with its `connected`
     * welcome; WebSocket only unless `polling` (the web client's fallback, with no upgrade).
     * `reconnect`: reconnect by itself after a drop, as the web client does.
     */
    async open(
      baseUrl: string,
      user: ClusterUser,
      namespace: string = SOCKET_NAMESPACES.chat,
      { reconnect = false, polling = false } = {},
    ) {
      const socket = connectClient(`${baseUrl}${namespace}`, {
        auth: { token: user.token },
        transports: polling ? ['polling'] : ['websocket'],
        reconnection: reconnect,
        reconnectionDelay: 100,
        reconnectionDelayMax: 500,
        forceNew: true,
      });
      opened.push(socket);
      const welcome = await nextEvent<{ userId: string; onlineUserIds?: string[] }>(socket, 'connected');
      return { socket, welcome };
    },
    closeAll() {
      for (const socket of opened.splice(0)) socket.disconnect();
    },
  };
}

/** The next `event` on `socket` that satisfies `accept` (rejects after `timeoutMs`). */
export function nextEvent<T>(
  socket: ClientSocket,
  event: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = CROSS_PROCESS_WAIT_MS,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

/** Every `event` received on `socket` from now on. */
export function collect<T>(socket: ClientSocket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Opens (or finds) the direct conversation of `user` and `other` through `baseUrl`. */
export async function openDirectThrough(baseUrl: string, user: ClusterUser, other: ClusterUser): Promise<string> {
  const answer = await request<ApiSuccess<ConversationView>>(baseUrl, 'POST', '/api/chats/conversations', user.token, {
    targetUserId: other.user.id,
  });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`opening a direct conversation answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data.id;
}

/** send-message over `socket`, acknowledged; answers the saved message. */
export async function sendText(socket: ClientSocket, conversationId: string, content: string): Promise<MessageView> {
  const answer = (await socket
    .timeout(CROSS_PROCESS_WAIT_MS)
    .emitWithAck('send-message', { conversationId, content, messageType: 'text' })) as
    { success: true; data: MessageView } | { success: false; message: string };
  if (!answer.success) throw new Error(`send-message failed: ${answer.message}`);
  return answer.data;
}
