// The client side of bench/chat.mjs: many socket.io clients on /chat in one process, sending at a
// fixed total rate and timing each message from its send to its arrival at every other member.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

/**
 * Connects one socket per member (in batches), waiting for each `connected` welcome. `authOf` says what
 * a member's handshake carries (its token by default); `onSocket` sees each socket before it connects.
 */
export async function connectAll(
  baseUrl,
  members,
  { batch = 50, timeoutMs = 30_000, authOf = (member) => ({ token: member.token }), onSocket = () => {} } = {},
) {
  const sockets = [];
  for (let start = 0; start < members.length; start += batch) {
    const group = members.slice(start, start + batch).map(
      (member) =>
        new Promise((resolve, reject) => {
          const socket = io(`${baseUrl}/chat`, {
            auth: authOf(member),
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
          });
          onSocket(socket);
          const timer = setTimeout(() => reject(new Error('a socket did not connect in time')), timeoutMs);
          socket.once('connected', () => {
            clearTimeout(timer);
            resolve(socket);
          });
          socket.once('connect_error', (error) => {
            clearTimeout(timer);
            reject(error);
          });
        }),
    );
    sockets.push(...(await Promise.all(group)));
  }
  return sockets;
}

/** Everyone opens their conversation (join-conversation, acknowledged), as the chat page does. */
export async function joinAll(sockets, members) {
  await Promise.all(
    sockets.map(async (socket, index) => {
      const answer = await socket.timeout(10_000).emitWithAck('join-conversation', {
        conversationId: members[index].conversationId,
      });
      if (!answer?.success) throw new Error(`join-conversation failed: ${JSON.stringify(answer)}`);
    }),
  );
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Sends `rate` messages a second in total for `seconds`, each from a random member to their
 * conversation (with `burst` > 1, runs of `burst` messages in a row into one conversation, each from a
 * random member of it), with a client id as the web client sends, and records when every other member of that conversation receives it. Answers the
 * end-to-end latencies (ms) and how many deliveries never arrived within `drainMs` after the last send.
 * `markRead` (each delivery) and `react` (`reactShare` a message) add the API calls a reader's tab makes.
 * `words` gives text to follow each message's tag and number (bench/search.mjs: generated sentences).
 */
export async function runLoad(
  sockets,
  members,
  { rate, seconds, tag, burst = 1, drainMs = 5_000, markRead = null, react = null, reactShare = 0, words = () => '' },
) {
  const sentAt = new Map();
  const expected = new Map();
  const latencies = [];
  let failedAcks = 0;
  let delivered = 0;
  let failedReads = 0;
  let reactions = 0;
  let failedReactions = 0;
  let lastArrival = NaN;
  const onMessage = (index, message) => {
    const [prefix, label, sequence] = String(message.content).split(' ');
    if (prefix !== 'bench' || label !== tag) return;
    const started = sentAt.get(sequence);
    if (started === undefined) return;
    lastArrival = performance.now();
    latencies.push(lastArrival - started);
    delivered += 1;
    // As the web client does for the open conversation in a visible tab.
    if (markRead) {
      markRead(members[index], message.conversationId).catch((error) => {
        failedReads += 1;
        if (failedReads === 1) console.warn(`a read failed: ${error.cause?.message ?? error.message}`);
      });
    }
    // `reactShare` reactions a message on average, each by a receiver, spread over its deliveries.
    if (react && Math.random() < reactShare / (expected.get(sequence) ?? 1)) {
      reactions += 1;
      react(members[index], message._id).catch((error) => {
        failedReactions += 1;
        if (failedReactions === 1) console.warn(`a reaction failed: ${error.cause?.message ?? error.message}`);
      });
    }
  };
  const listeners = sockets.map((socket, index) => {
    const listener = (message) => onMessage(index, message);
    socket.on('new-message', listener);
    return listener;
  });

  const seatsOf = new Map();
  members.forEach((member, index) =>
    seatsOf.set(member.conversationId, [...(seatsOf.get(member.conversationId) ?? []), index]),
  );
  let burstConversation;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  for (let sequence = 0; sequence < total; sequence += 1) {
    const due = start + (sequence * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (sequence % burst === 0) burstConversation = members[Math.floor(Math.random() * members.length)].conversationId;
    const seats = seatsOf.get(burstConversation);
    const index = seats[Math.floor(Math.random() * seats.length)];
    const conversationId = burstConversation;
    const key = String(sequence);
    expected.set(key, seats.length - 1);
    sentAt.set(key, performance.now());
    sockets[index].emit(
      'send-message',
      {
        conversationId,
        content: `bench ${tag} ${key} ${words()}`.trim(),
        messageType: 'text',
        replyTo: null,
        clientId: randomUUID(),
      },
      (answer) => {
        if (answer?.success) return;
        failedAcks += 1;
        if (failedAcks === 1) console.warn(`a send failed: ${answer?.message ?? JSON.stringify(answer)}`);
      },
    );
  }
  const sendSeconds = (performance.now() - start) / 1000;
  const wanted = [...expected.values()].reduce((sum, count) => sum + count, 0);
  const deadline = performance.now() + drainMs;
  while (delivered < wanted && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  sockets.forEach((socket, index) => socket.off('new-message', listeners[index]));

  const sorted = latencies.sort((a, b) => a - b);
  const fanout = wanted / total;
  return {
    messages: total,
    sendSeconds,
    // Messages delivered to every member per second, from the first send to the last arrival.
    deliveredPerSecond: delivered / fanout / ((lastArrival - start) / 1000),
    deliveries: wanted,
    lost: wanted - delivered,
    failedAcks,
    failedReads,
    reactions,
    failedReactions,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

export function disconnectAll(sockets) {
  for (const socket of sockets) socket.disconnect();
}
