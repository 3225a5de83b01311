// One client process of bench/mixed.mjs: plays a share of the active users, each holding a /chat and
// a /notifications socket and doing what a person at work does, at random (exponential) intervals:
// reading the feed, sending a chat message, liking and commenting, opening a board and the document
// list. Several of these run side by side so that the load generator spreads over the cores as the
// server does, and each reports its own CPU time. Driven by its parent over IPC:
//   { type: 'add', users, baseUrl, postIds }  connect these users and start them (answers 'added')
//   { type: 'window', step }                  start counting a new measuring window
//   { type: 'report' }                        answers 'report' with the window's figures
//   { type: 'stop' }                          disconnects everyone and exits
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

/**
 * The share of users whose tab shows the feed (it sends `watch-feed` and hears every post, like and
 * comment live); the others are on chat, a board or their documents, and read the feed by its REST
 * calls only, as a tab that opens the feed now and then does.
 */
export const FEED_WATCHER_SHARE = 1 / 3;

/** Mean seconds between two of a user's actions of each kind. */
export const MIX = { feed: 30, chat: 20, like: 60, comment: 120, board: 120, documents: 180, notifications: 120 };

// Browsers ask for compressed answers; fetch decompresses them as a browser does.
const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'vi,en;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/156.0 Safari/537.36',
};

const now = () => performance.timeOrigin + performance.now();
let users = [];
let postIds = [];
let baseUrl = '';
let stopping = false;
let window_ = { step: 0, rest: {}, chat: [], sent: 0, received: 0, errors: 0, firstError: null };

const exponential = (meanSeconds) => -Math.log(1 - Math.random()) * meanSeconds * 1000;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function failed(what, detail) {
  window_.errors += 1;
  window_.firstError ??= `${what}: ${detail}`;
}

/** One REST call as the web app makes it, timed into its kind's list; non-2xx counts as an error. */
async function call(kind, user, method, path, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...BROWSER_HEADERS,
        authorization: `Bearer ${user.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    (window_.rest[kind] ??= []).push(performance.now() - started);
    if (!response.ok) failed(kind, `${response.status} ${text.slice(0, 120)}`);
    return response.ok ? text : null;
  } catch (error) {
    failed(kind, error.cause?.message ?? error.message);
    return null;
  }
}

const ACTIONS = {
  feed: (user) => call('feed', user, 'GET', '/api/posts?limit=10'),
  like: (user) => call('like', user, 'POST', `/api/posts/${pick(postIds)}/like`),
  comment: (user) => call('comment', user, 'POST', `/api/posts/${pick(postIds)}/comment`, { text: 'Đẹp quá!' }),
  board: (user) => call('board', user, 'GET', `/api/projects/${user.projectId}/tasks`),
  documents: (user) => call('documents', user, 'GET', '/api/documents'),
  notifications: (user) => call('notifications', user, 'GET', '/api/notifications/unread-count'),
  chat: async (user) => {
    const step = window_.step;
    const answer = await user.chat
      .timeout(30_000)
      .emitWithAck('send-message', {
        conversationId: user.conversationId,
        content: `mix ${step} ${now()}`,
        messageType: 'text',
        clientId: crypto.randomUUID(),
      })
      .catch((error) => ({ success: false, message: error.message }));
    if (!answer?.success) failed('chat', answer?.message);
    else if (step === window_.step) window_.sent += 1;
  },
};

/** Each kind of action on its own random timer, for as long as the run lasts. */
function live(user) {
  for (const [kind, mean] of Object.entries(MIX)) {
    const next = () => {
      if (stopping) return;
      setTimeout(() => {
        ACTIONS[kind](user).finally(next);
      }, exponential(mean));
    };
    next();
  }
}

function connect(user, namespace) {
  return new Promise((resolve, reject) => {
    const socket = io(`${baseUrl}/${namespace}`, {
      auth: { token: user.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { 'accept-language': BROWSER_HEADERS['accept-language'] },
    });
    const timer = setTimeout(() => reject(new Error(`a /${namespace} socket did not connect in 60 s`)), 60_000);
    socket.once('connected', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Connects the users (both sockets each, 25 users at a time) and starts their day. */
async function add(newUsers) {
  for (let start = 0; start < newUsers.length; start += 25) {
    await Promise.all(
      newUsers.slice(start, start + 25).map(async (user) => {
        [user.chat, user.notifications] = await Promise.all([connect(user, 'chat'), connect(user, 'notifications')]);
        if (Math.random() < FEED_WATCHER_SHARE) await user.notifications.timeout(60_000).emitWithAck('watch-feed');
        user.chat.on('new-message', (message) => {
          const [prefix, step, sentAt] = String(message.content).split(' ');
          if (prefix !== 'mix' || Number(step) !== window_.step) return;
          window_.chat.push(now() - Number(sentAt));
          window_.received += 1;
        });
      }),
    );
  }
  users.push(...newUsers);
  for (const user of newUsers) live(user);
}

let cpuAtWindow = process.cpuUsage();
let wallAtWindow = performance.now();

// Imported by bench/mixed.mjs for MIX alone: only a forked client listens to its parent.
if (process.send)
  process.on('message', async (command) => {
    if (command.type === 'add') {
      baseUrl = command.baseUrl;
      postIds = command.postIds;
      try {
        await add(command.users);
        process.send({ type: 'added' });
      } catch (error) {
        process.send({ type: 'failed', message: error.message });
      }
    } else if (command.type === 'window') {
      window_ = { step: command.step, rest: {}, chat: [], sent: 0, received: 0, errors: 0, firstError: null };
      cpuAtWindow = process.cpuUsage();
      wallAtWindow = performance.now();
    } else if (command.type === 'report') {
      const cpu = process.cpuUsage(cpuAtWindow);
      const cpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - wallAtWindow);
      process.send({ type: 'report', window: window_, cpuShare });
    } else if (command.type === 'stop') {
      stopping = true;
      for (const user of users) {
        user.chat?.disconnect();
        user.notifications?.disconnect();
      }
      process.exit(0);
    }
  });
