import {
  LIMITS,
  SOCKET_NAMESPACES,
  type MovieRoomClientToServerEvents,
  type MovieRoomServerToClientEvents,
} from '@teamhub/contracts';
import type { Socket } from 'socket.io-client';
import { connectNamespace } from '../../lib/realtime-client';

/** The /movie-room socket, typed by the contract's event maps (the voice hook takes this type too). */
export type MovieRoomSocket = Socket<MovieRoomServerToClientEvents, MovieRoomClientToServerEvents>;

/** Opens /movie-room with the spec's options: 20 s timeout, 5 reconnections 1 s apart, WebSocket first. */
export function connectMovieRoom(): MovieRoomSocket {
  const limits = LIMITS.movieRoom;
  return connectNamespace<MovieRoomServerToClientEvents, MovieRoomClientToServerEvents>(SOCKET_NAMESPACES.movieRoom, {
    timeout: limits.socketTimeoutMs,
    reconnection: true,
    reconnectionAttempts: limits.reconnectionAttempts,
    reconnectionDelay: limits.reconnectionDelayMs,
  }) as unknown as MovieRoomSocket;
}
