import type { SocketNamespace, SocketNamespaceEvents } from '@teamhub/contracts';
import { createContext, useContext, useEffect, useRef, type Context } from 'react';
import type { NamespaceSocket } from './namespace-socket';

/** One namespace's connection, as its provider shares it (NamespaceSocketProvider). */
export interface NamespaceConnection<N extends SocketNamespace> {
  socket: NamespaceSocket<N> | null;
  /** True while the connection is up. */
  connected: boolean;
  /** The last connection attempt failed; cleared once connected again. */
  connectError: boolean;
}

const notConnected = { socket: null, connected: false, connectError: false };

/** One context per namespace: a page shares the connections it opened with the components inside it. */
export const namespaceConnections: { [N in SocketNamespace]: Context<NamespaceConnection<N>> } = {
  chat: createContext<NamespaceConnection<'chat'>>(notConnected),
  notifications: createContext<NamespaceConnection<'notifications'>>(notConnected),
  movieRoom: createContext<NamespaceConnection<'movieRoom'>>(notConnected),
  projects: createContext<NamespaceConnection<'projects'>>(notConnected),
};

/** The typed socket of `namespace` and its state, from the nearest provider of that namespace. */
export function useNamespaceSocket<N extends SocketNamespace>(namespace: N): NamespaceConnection<N> {
  return useContext(namespaceConnections[namespace]);
}

type ServerEvents<N extends SocketNamespace> = SocketNamespaceEvents[N]['serverToClient'];

/** The listening half of a socket, whatever its namespace. */
interface Listening {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
}

/**
 * Runs `handler` for each `event` the server sends on `namespace`; the event and the handler's payload
 * are typed from the contracts. The latest handler is always the one called, so callers need not
 * memoise it.
 */
export function useSocketEvent<N extends SocketNamespace, E extends keyof ServerEvents<N> & string>(
  namespace: N,
  event: E,
  handler: ServerEvents<N>[E],
) {
  const { socket } = useNamespaceSocket(namespace);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return undefined;
    const listener = (...args: never[]) => (latest.current as (...values: never[]) => void)(...args);
    // socket.io's typed `on` cannot relate an event name that is a type parameter to its listener:
    // the name and the handler were checked together in this hook's signature.
    const listening = socket as Listening;
    listening.on(event, listener);
    return () => void listening.off(event, listener);
  }, [socket, event]);
}
