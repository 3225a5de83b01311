import { SOCKET_NAMESPACES, type SocketNamespace, type SocketNamespaceEvents } from '@teamhub/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { tokenStorage } from '../token-storage';

/** The socket of one namespace, typed by its event maps in the contracts. */
export type NamespaceSocket<N extends SocketNamespace> = Socket<
  SocketNamespaceEvents[N]['serverToClient'],
  SocketNamespaceEvents[N]['clientToServer']
>;

/**
 * Opens a socket.io namespace on this origin, authenticated with the stored token
 * (read at each (re)connection, so a new sign-in is picked up).
 * WebSocket first, HTTP long-polling only when a WebSocket cannot be opened (a proxy that refuses
 * upgrades): one WebSocket holds the whole session, so behind a balancer over several processes
 * only the fallback needs the balancer to keep a client on one process (docs/deploy.md). Each
 * reconnection tries WebSocket again, so a tab that moved to a better network leaves polling.
 * `options` adds a namespace's own settings (the movie room's timeout and reconnection tries).
 */
export function connectNamespace<N extends SocketNamespace>(
  namespace: N,
  options: Partial<ManagerOptions & SocketOptions> = {},
): NamespaceSocket<N> {
  const socket = io(SOCKET_NAMESPACES[namespace], {
    ...options,
    auth: (callback) => callback({ token: tokenStorage.get() }),
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  // socket.io-client types a socket with loose maps; the namespace's path says which contract it speaks.
  return socket as NamespaceSocket<N>;
}
