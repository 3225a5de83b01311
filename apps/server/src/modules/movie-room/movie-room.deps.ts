import type { IceServer } from '@teamhub/contracts';
import type { StorageDriver } from '../files/storage-driver.js';
import type { DocumentsRepository } from '../documents/documents.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { MovieRoomEvents } from './movie-room-events.js';
import type { MovieRoomRepository } from './movie-room.repository.js';
import type { MovieStreamLinks } from './movie-stream-links.js';
import type { RoomStateStore } from './room-state-store.js';

/** Everything the movie room's services and socket handlers use; built once in movie-room.module.ts. */
export interface MovieRoomDeps {
  rooms: MovieRoomRepository;
  documents: Pick<DocumentsRepository, 'findById'>;
  users: Pick<UsersRepository, 'findById'>;
  /** Members and playback of each room (in memory today). */
  state: RoomStateStore;
  links: MovieStreamLinks;
  events: MovieRoomEvents;
  /** The private storage, where documents live. */
  storage: StorageDriver;
  /** The server clock of playback states (ms); tests move it. */
  now: () => number;
  /** ICE_SERVERS: the voice peers' STUN/TURN servers. */
  iceServers: IceServer[];
}
