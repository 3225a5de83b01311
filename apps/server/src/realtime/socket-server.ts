import type { Server as HttpServer } from 'node:http';
import {
  LIMITS,
  PRESENCE_WATCHERS_ROOM,
  translateServerMessage,
  sessionRoom,
  userRoom,
  type SocketData,
  type SocketNamespace,
  type SocketNamespaceEvents,
} from '@teamhub/contracts';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createClusterNodes, type ClusterNodes } from '../cluster/cluster-nodes.js';
import { keyPrefixOf } from '../cluster/redis.js';
import type { TokenService } from '../lib/tokens.js';
import type { SessionRegistry } from '../modules/sessions/session-registry.js';
import { presentAuthor } from '../modules/users/user.presenter.js';
import type { UsersRepository } from '../modules/users/users.repository.js';
import { createEventRateLimiter, type SocketEventRules } from './event-rate-limiter.js';
import { guardIncomingEvents } from './incoming-event-guard.js';
import {
  openNamespaces,
  type ChatNamespace,
  type InterServerEvents,
  type MovieRoomNamespace,
  type NotificationNamespace,
  type ProjectsNamespace,
  type ServerNamespace,
} from './namespaces.js';
import { createPresenceTracker, type PresenceTracker } from './presence.js';
import { createPresenceAnnouncer, type PresenceAnnouncer } from './presence-announcer.js';
import { createRedisEventRateLimiter } from './redis-event-rate-limiter.js';
import { createRedisPresence } from './redis-presence.js';
import type { SocketHandshakeRepository } from './socket-handshake.repository.js';

type ServerSocket<N extends SocketNamespace> = Socket<
  SocketNamespaceEvents[N]['clientToServer'],
  SocketNamespaceEvents[N]['serverToClient'],
  InterServerEvents,
  SocketData
>;

export interface Realtime {
  io: Server;
  chat: ChatNamespace;
  notifications: NotificationNamespace;
  movieRoom: MovieRoomNamespace;
  projects: ProjectsNamespace;
  /** Who is online (any socket in any namespace). */
  presence: PresenceTracker;
  /** Who hears about presence changes (presence-announcer.ts). */
  presenceAnnouncer: PresenceAnnouncer;
  /** The server processes sharing Redis (REDIS_URL); undefined when this process runs alone. */
  cluster: ClusterNodes | undefined;
  /** Beats once before the server takes connections (with Redis), so this process counts as alive. */
  start(): Promise<void>;
  /** Disconnects the sockets of these sign-in sessions in every namespace, on every process. */
  disconnectSessions(sessionIds: string[]): void;
  /** Closes socket.io (every socket is told), then leaves the cluster. */
  close(): Promise<void>;
}

interface RealtimeDeps {
  tokens: TokenService;
  /** Whether a token's session is still open (sessions/session-registry.ts). */
  sessions: SessionRegistry;
  /** The user and session a handshake's token names, read in batches (socket-handshake.repository.ts). */
  handshakes: SocketHandshakeRepository;
  users: UsersRepository;
  /** Whose presence a user needs (modules/presence/presence.repository.ts). */
  presenceContactIds: (userId: string) => Promise<string[]>;
  logError: (error: unknown) => void;
  /** How often presence changes reach the Present widget's watchers (LIMITS.chat.presenceBatchMs). */
  presenceBatchMs?: number;
  /** Per-user limits of client events; SOCKET_EVENT_RULES unless told. */
  eventRules?: SocketEventRules;
  /** Shared by several server processes: socket rooms and emits go through it, and so does presence. */
  redis?: Redis;
  /** Heartbeat and death timeout of the cluster's processes (tests shorten them). */
  clusterTiming?: { heartbeatMs: number; timeoutMs: number };
}

/**
 * Handshake check shared by every namespace (recovered connections pass it again): `auth.token` must be
 * valid, its session still open, and its account active. With `withContacts`, the user's contacts are
 * read along (into `contactsRead`, for the connection's presence and welcome).
 */
function authenticateSocket(
  { tokens, handshakes, sessions }: RealtimeDeps,
  { withContacts, contactsRead }: { withContacts: boolean; contactsRead: WeakMap<object, string[]> },
) {
  return async (
    socket: { handshake: { auth: Record<string, unknown> }; data: Partial<SocketData> },
    next: (error?: Error) => void,
  ) => {
    try {
      const token = socket.handshake.auth.token;
      const claims = await tokens.verify(typeof token === 'string' ? token : undefined);
      const facts = claims ? await handshakes.read(claims.userId, claims.sessionId, { withContacts }) : undefined;
      const open = claims && facts ? sessions.found(claims.sessionId, claims.userId, facts.sessionOpen) : false;
      const user = facts?.user;
      if (!claims || !open || !user || user.status !== 'active') {
        const reason = !token ? 'auth.required' : claims && !open ? 'workspace.sessionEnded' : 'auth.invalidToken';
        return next(new Error(translateServerMessage(reason, 'en')));
      }
      socket.data.user = { id: user.id, username: user.username };
      socket.data.sessionId = claims.sessionId;
      if (facts.contactIds) contactsRead.set(socket, facts.contactIds);
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error(String(error)));
    }
  };
}

/** socket.io on the HTTP server the REST API listens on: one port, four namespaces. */
export function createRealtime(httpServer: HttpServer, deps: RealtimeDeps): Realtime {
  const { redis } = deps;
  const io = new Server(httpServer, {
    serveClient: false,
    // A connection that drops and comes back within 2 minutes gets the events it missed. It passes
    // the handshake check again: a user deleted (or a token expired) meanwhile does not come back.
    // With Redis the missed events and the session come from a Redis stream, so the connection may
    // come back through another process (no sticky sessions needed).
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    ...(redis
      ? {
          adapter: createAdapter(redis, {
            streamName: 'socket.io',
            channelPrefix: `${keyPrefixOf(redis)}socket.io`,
            // A recovering connection reads what it missed from the stream: long enough for 2 minutes of
            // a busy team (about 2.4 entries per chat message: ~170 messages a second), a few tens of MB.
            maxLen: 50_000,
          }),
        }
      : {}),
  });
  // The contacts a /chat handshake read, until its connection takes them.
  const contactsRead = new WeakMap<object, string[]>();
  const cluster = redis
    ? createClusterNodes({ redis, ...deps.clusterTiming, logError: (error) => deps.logError(error) })
    : undefined;
  const redisPresence = redis && cluster ? createRedisPresence(redis, cluster) : undefined;
  const presence = redisPresence?.tracker ?? createPresenceTracker();
  const namespaces = openNamespaces(io);
  const { chat, notifications, movieRoom, projects } = namespaces;
  const announcer = createPresenceAnnouncer({
    chat,
    notifications,
    presence,
    contactIds: deps.presenceContactIds,
    describe: async (ids) => (await deps.users.findAuthorsByIds(ids)).map(presentAuthor),
    batchMs: deps.presenceBatchMs ?? LIMITS.chat.presenceBatchMs,
    mayHaveWatchers: () => !!redis || !!notifications.adapter.rooms.get(PRESENCE_WATCHERS_ROOM)?.size,
    logError: deps.logError,
  });
  if (cluster && redisPresence) {
    // A dead process's users who are nowhere else now went offline: their contacts hear it from here.
    cluster.onNodeGone(async (deadNodeId) => {
      for (const userId of await redisPresence.forgetNode(deadNodeId)) announcer.changed(userId);
    });
    cluster.onRejoined(async () => {
      for (const userId of await redisPresence.restore()) announcer.changed(userId);
    });
  }
  notifications.on('connection', (socket) => announcer.registerWatcher(socket));

  /**
   * Authenticates the namespace's sockets, counts them for presence, and welcomes each new one with
   * `greet` (a recovered connection, back within 2 minutes, was welcomed already).
   */
  const acceptConnections = <N extends SocketNamespace>(
    namespace: ServerNamespace<N>,
    greet: (socket: ServerSocket<N>, userId: string, contactIds: string[] | undefined) => unknown,
    { withContacts = false } = {},
  ) => {
    namespace.use(authenticateSocket(deps, { withContacts, contactsRead }));
    namespace.on('connection', (socket) => {
      const { id } = socket.data.user;
      const contactIds = contactsRead.get(socket);
      contactsRead.delete(socket);
      void socket.join([userRoom(id), sessionRoom(socket.data.sessionId)]);
      // Online from the first socket of the user to the last, whichever namespaces they are in. The
      // departure is counted after the arrival, whatever the order their answers would come in.
      const arrival = presence.connected(id);
      socket.on('disconnect', () => {
        arrival
          .catch(() => undefined)
          .then(() => presence.disconnected(id))
          .then((wentOffline) => wentOffline && announcer.changed(id))
          .catch(deps.logError);
      });
      arrival
        .then((cameOnline) => {
          if (cameOnline) announcer.changed(id, contactIds);
          if (!socket.recovered) return greet(socket, id, contactIds);
        })
        .catch(deps.logError);
    });
  };
  // The chat page shows who is online from the start: /chat's welcome says who of the user's contacts
  // is (counted once this socket is). Its handshake reads the contacts, saving a read per connection.
  acceptConnections(
    chat,
    (socket, userId, contactIds) =>
      announcer
        .onlineContactsOf(userId, contactIds)
        .then((onlineUserIds) => socket.emit('connected', { userId, onlineUserIds })),
    { withContacts: true },
  );
  acceptConnections(notifications, (socket, userId) => socket.emit('connected', { userId }));
  acceptConnections(movieRoom, (socket, userId) => socket.emit('connected', { userId }));
  acceptConnections(projects, (socket, userId) => socket.emit('connected', { userId }));
  const limiter = redis ? createRedisEventRateLimiter(redis, deps.eventRules) : createEventRateLimiter(deps.eventRules);
  guardIncomingEvents([chat, notifications, movieRoom, projects], limiter, deps.logError);
  return {
    io,
    chat,
    notifications,
    movieRoom,
    projects,
    presence,
    presenceAnnouncer: announcer,
    cluster,
    start: async () => cluster?.start(),
    disconnectSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      for (const namespace of [chat, notifications, movieRoom, projects]) namespace.in(rooms).disconnectSockets(true);
    },
    async close() {
      await io.close();
      await cluster?.stop();
    },
  };
}
