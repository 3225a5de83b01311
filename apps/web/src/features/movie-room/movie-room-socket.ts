import { LIMITS } from '@teamhub/contracts';
import { connectNamespace, type NamespaceSocket } from '../../lib/realtime/namespace-socket';

/** The /movie-room socket, typed by the contract's event maps (the voice hook takes this type too). */
export type MovieRoomSocket = NamespaceSocket<'movieRoom'>;

/** Opens /movie-room with the spec's options: 20 s timeout, 5 reconnections 1 s apart, WebSocket first. */
export function connectMovieRoom(): MovieRoomSocket {
  const limits = LIMITS.movieRoom;
  return connectNamespace('movieRoom', {
    timeout: limits.socketTimeoutMs,
    reconnection: true,
    reconnectionAttempts: limits.reconnectionAttempts,
    reconnectionDelay: limits.reconnectionDelayMs,
  });
}
