import { movieRoomRoom, type IceServer } from '@teamhub/contracts';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { emitTo } from '../../realtime/emit-to.js';
import type { Realtime } from '../../realtime/socket-server.js';
import { createDocumentsRepository } from '../documents/documents.repository.js';
import type { FilesModule } from '../files/files.module.js';
import type { UsersRepository } from '../users/users.repository.js';
import { createMovieRoomEvents } from './movie-room-events.js';
import type { MovieRoomDeps } from './movie-room.deps.js';
import { createMovieRoomRepository } from './movie-room.repository.js';
import { moviesRoutes, roomMessagesRoutes, roomsRoutes } from './movie-room.routes.js';
import { registerMovieRoomHandlers } from './movie-room.socket.js';
import { createMovieStreamLinks } from './movie-stream-links.js';
import { createRedisRoomStateStore } from './redis-room-state-store.js';
import { createMemoryRoomStateStore } from './room-state-store.js';

export interface MovieRoomModuleOptions {
  db: Database;
  realtime: Pick<Realtime, 'movieRoom' | 'cluster'>;
  users: UsersRepository;
  files: Pick<FilesModule, 'privateStorage'>;
  jwtSecret: string;
  log: FastifyBaseLogger;
  /** The server clock of playback (ms); Date.now unless told. */
  now?: () => number;
  /** With several processes, room members and playback live in Redis; otherwise in this process. */
  redis?: Redis;
  /** The voice peers' STUN/TURN servers, told to every room reader. */
  iceServers?: IceServer[];
}

/** The movie room: its dependencies, the /movie-room socket commands, and the routes to register under /api/rooms, /api/messages and /api/movies. */
export function createMovieRoomModule(options: MovieRoomModuleOptions) {
  const now = options.now ?? Date.now;
  const { movieRoom, cluster } = options.realtime;
  const redisState =
    options.redis && cluster ? createRedisRoomStateStore(options.redis, { nodeId: cluster.nodeId }) : undefined;
  // A process that died took its sockets with it, but not their places in rooms: the survivor that
  // claims it tells each room they left.
  cluster?.onNodeGone(async (deadNodeId) => {
    for (const { roomId, member } of (await redisState?.removeMembersOfNode(deadNodeId)) ?? []) {
      const ref = { socketId: member.socketId, userId: member.userId };
      if (member.inVoiceChat) emitTo(movieRoom, { rooms: movieRoomRoom(roomId) }, 'user-left-voice', ref);
      emitTo(movieRoom, { rooms: movieRoomRoom(roomId) }, 'user-left', ref);
    }
  });
  const deps: MovieRoomDeps = {
    rooms: createMovieRoomRepository(options.db),
    documents: createDocumentsRepository(options.db),
    users: options.users,
    state: redisState ?? createMemoryRoomStateStore(),
    links: createMovieStreamLinks(options.jwtSecret, now),
    events: createMovieRoomEvents(movieRoom),
    storage: options.files.privateStorage,
    now,
    iceServers: options.iceServers ?? [],
  };
  registerMovieRoomHandlers(movieRoom, deps, (error) => options.log.error({ err: error }, 'movie room command failed'));
  return {
    deps,
    roomsRoutes: async (app: FastifyInstance) => roomsRoutes(app, deps),
    messagesRoutes: async (app: FastifyInstance) => roomMessagesRoutes(app, deps),
    moviesRoutes: async (app: FastifyInstance) => moviesRoutes(app, deps),
  };
}
