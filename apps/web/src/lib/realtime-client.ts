import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { tokenStorage } from './token-storage';

/**
 * Opens a socket.io namespace on this origin, authenticated with the stored token
 * (read at each (re)connection, so a new sign-in is picked up). WebSocket first, then polling.
 * `options` adds a namespace's own settings (the movie room's timeout and reconnection tries).
 */
export function connectNamespace<ServerEvents extends object, ClientEvents extends object>(
  namespace: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Socket<ServerEvents & Record<string, never>, ClientEvents & Record<string, never>> {
  return io(namespace, {
    ...options,
    auth: (callback) => callback({ token: tokenStorage.get() }),
    transports: ['websocket', 'polling'],
  }) as unknown as Socket<ServerEvents & Record<string, never>, ClientEvents & Record<string, never>>;
}
