// The `--sockets N` part of bench/chat.mjs: how long N real users take to connect to /chat, how many
// presence events that sends, and (on TeamHub) what one more user joining a community of all N costs.
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { connectAll } from './chat-load.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Connects every member (batches of 50), counting every event the sockets receive and the
 * `user-online` ones; then waits (at most 10 s) until `expectedPresence` of those have arrived.
 */
export async function connectMeasured(baseUrl, members, { expectedPresence }) {
  let events = 0;
  let presence = 0;
  let lastPresenceAt = 0;
  const started = performance.now();
  const sockets = await connectAll(baseUrl, members, {
    authOf: (member) => ({ token: member.token, conversationId: member.conversationId }),
    onSocket: (socket) =>
      socket.onAny((event) => {
        events += 1;
        if (event === 'user-online') {
          presence += 1;
          lastPresenceAt = performance.now();
        }
      }),
  });
  const connectedAt = performance.now();
  const deadline = connectedAt + 10_000;
  while (presence < expectedPresence && performance.now() < deadline) await sleep(20);
  return {
    sockets,
    connectSeconds: (connectedAt - started) / 1000,
    presenceSeconds: (Math.max(lastPresenceAt, connectedAt) - started) / 1000,
    presence,
    events,
  };
}

/** A /notifications socket watching presence (the Present widget): batches and users it heard. */
export async function watchPresence(baseUrl, token) {
  const socket = io(`${baseUrl}/notifications`, { auth: { token }, transports: ['websocket'], reconnection: false });
  const heard = { batches: 0, online: 0, bytes: 0 };
  socket.on('presence-changed', (payload) => {
    heard.batches += 1;
    heard.online += payload.online.length;
    heard.bytes += JSON.stringify(payload).length;
  });
  await new Promise((resolve, reject) => {
    socket.once('connected', resolve);
    socket.once('connect_error', reject);
  });
  await socket.timeout(10_000).emitWithAck('watch-presence');
  return { socket, heard };
}

/**
 * `joiner` joins the community every connected member is in: the time until all of them heard
 * `conversation-updated` about it, and the JSON they received for it.
 */
export async function measureJoin(baseUrl, sockets, joiner, communityId) {
  let received = 0;
  let bytes = 0;
  const started = performance.now();
  const everyone = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${received} of ${sockets.length} heard the join`)), 60_000);
    for (const socket of sockets) {
      socket.on('conversation-updated', (payload) => {
        if (payload.conversationId !== communityId) return;
        received += 1;
        bytes += JSON.stringify(payload).length;
        if (received === sockets.length) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
  const response = await fetch(`${baseUrl}/api/chats/conversations/${communityId}/join`, {
    method: 'POST',
    headers: { authorization: `Bearer ${joiner.token}` },
  });
  const answerBytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`join answered ${response.status}`);
  await everyone;
  return { joinSeconds: (performance.now() - started) / 1000, bytes, answerBytes };
}
