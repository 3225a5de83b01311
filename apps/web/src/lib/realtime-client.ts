import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { tokenStorage } from './token-storage';

/**
 * Opens a socket.io namespace on this origin, authenticated with the stored token
 * (read at each (re)connection, so a new sign-in is picked up). WebSocket only: one connection holds the
 * whole session, so behind a load balancer over several server processes it needs no sticky sessions
 * (socket.io's HTTP long-polling would spread one session's requests over the processes; see
 * docs/deploy.md).
 * `options` adds a namespace's own settings (the movie room's timeout and reconnection tries).
 */
export function connectNamespace<ServerEvents extends object, ClientEvents extends object>(
  namespace: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Socket<ServerEvents & Record<string, never>, ClientEvents & Record<string, never>> {
  return io(namespace, {
    ...options,
    auth: (callback) => callback({ token: tokenStorage.get() }),
    transports: ['websocket'],
  }) as unknown as Socket<ServerEvents & Record<string, never>, ClientEvents & Record<string, never>>;
}
