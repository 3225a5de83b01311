import { movieRoomRoom, type IceServer } from '@teamhub/contracts';
import type { AppCore, AppModule } from '../app-module.js';
import { emitTo } from '../../realtime/emit-to.js';
import { createDocumentsRepository } from '../documents/documents.repository.js';
import { createMovieRoomEvents } from './movie-room-events.js';
import type { MovieRoomDeps } from './movie-room.deps.js';
import { createMovieRoomRepository } from './movie-room.repository.js';
import { moviesRoutes, roomMessagesRoutes, roomsRoutes } from './movie-room.routes.js';
import { registerMovieRoomHandlers } from './movie-room.socket.js';
import { createMovieStreamLinks } from './movie-stream-links.js';
import { createRedisRoomStateStore } from './redis-room-state-store.js';
import { createMemoryRoomStateStore } from './room-state-store.js';

/** With several processes (`redis`), room members and playback live in Redis; otherwise in this process. */
export interface MovieRoomModuleOptions extends Pick<
  AppCore,
  'db' | 'realtime' | 'users' | 'files' | 'jwtSecret' | 'log' | 'redis'
> {
  /** The server clock of playback (ms); Date.now unless told. */
  playbackNow?: () => number;
  /** The voice peers' STUN/TURN servers, told to every room reader. */
  iceServers?: IceServer[];
}

/** The movie room: the /movie-room socket commands and its routes under /api/rooms, /api/messages and /api/movies. */
export function createMovieRoomModule(options: MovieRoomModuleOptions) {
  const now = options.playbackNow ?? Date.now;
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
  return {
    routes: [
      { prefix: '/api/rooms', plugin: async (app) => roomsRoutes(app, deps) },
      { prefix: '/api/messages', plugin: async (app) => roomMessagesRoutes(app, deps) },
      { prefix: '/api/movies', plugin: async (app) => moviesRoutes(app, deps) },
    ],
    registerSockets: () =>
      registerMovieRoomHandlers(movieRoom, deps, (error) =>
        options.log.error({ err: error }, 'movie room command failed'),
      ),
  } satisfies AppModule;
}
