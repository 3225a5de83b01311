import type { IceServer } from '@teamhub/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
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
import { createMemoryRoomStateStore, type RoomStateStore } from './room-state-store.js';

export interface MovieRoomModuleOptions {
  db: Database;
  realtime: Pick<Realtime, 'movieRoom'>;
  users: UsersRepository;
  files: Pick<FilesModule, 'privateStorage'>;
  jwtSecret: string;
  log: FastifyBaseLogger;
  /** The server clock of playback (ms); Date.now unless told. */
  now?: () => number;
  /** Where room members and playback live; one process's memory unless told. */
  state?: RoomStateStore;
  /** The voice peers' STUN/TURN servers, told to every room reader. */
  iceServers?: IceServer[];
}

/** The movie room: its dependencies, the /movie-room socket commands, and the routes to register under /api/rooms, /api/messages and /api/movies. */
export function createMovieRoomModule(options: MovieRoomModuleOptions) {
  const now = options.now ?? Date.now;
  const deps: MovieRoomDeps = {
    rooms: createMovieRoomRepository(options.db),
    documents: createDocumentsRepository(options.db),
    users: options.users,
    state: options.state ?? createMemoryRoomStateStore(),
    links: createMovieStreamLinks(options.jwtSecret, now),
    events: createMovieRoomEvents(options.realtime.movieRoom),
    storage: options.files.privateStorage,
    now,
    iceServers: options.iceServers ?? [],
  };
  registerMovieRoomHandlers(options.realtime.movieRoom, deps, (error) =>
    options.log.error({ err: error }, 'movie room command failed'),
  );
  return {
    deps,
    roomsRoutes: async (app: FastifyInstance) => roomsRoutes(app, deps),
    messagesRoutes: async (app: FastifyInstance) => roomMessagesRoutes(app, deps),
    moviesRoutes: async (app: FastifyInstance) => moviesRoutes(app, deps),
  };
}
