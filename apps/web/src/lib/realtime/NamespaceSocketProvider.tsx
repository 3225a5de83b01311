import type { SocketNamespace } from '@teamhub/contracts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { namespaceConnections, type NamespaceConnection } from './namespace-connection';
import { connectNamespace, type NamespaceSocket } from './namespace-socket';

interface NamespaceSocketProviderProps<N extends SocketNamespace> {
  namespace: N;
  /** The signed-in user: connected while there is one, once per user. */
  userId: string | undefined;
  /**
   * Called when the server drops the connection or refuses it: the session may have ended (signed out
   * from another device, a password change, deactivation), so the app checks it and signs out if so.
   */
  onSessionDoubt?: () => unknown;
  children: ReactNode;
}

/** Keeps the signed-in user's connection to `namespace` open while mounted, for `useNamespaceSocket`. */
export function NamespaceSocketProvider<N extends SocketNamespace>({
  namespace,
  userId,
  onSessionDoubt,
  children,
}: NamespaceSocketProviderProps<N>) {
  const [socket, setSocket] = useState<NamespaceSocket<N> | null>(null);
  const [connected, setConnected] = useState(false);
  const [connectError, setConnectError] = useState(false);

  // The latest callback, without reconnecting the socket when it changes.
  const onSessionDoubtRef = useRef(onSessionDoubt);
  useEffect(() => {
    onSessionDoubtRef.current = onSessionDoubt;
  }, [onSessionDoubt]);

  useEffect(() => {
    if (!userId) return undefined;
    const next = connectNamespace(namespace);
    const onConnect = () => {
      setConnected(true);
      setConnectError(false);
    };
    const onDisconnect = (reason: string) => {
      setConnected(false);
      if (reason === 'io server disconnect') void onSessionDoubtRef.current?.();
    };
    const onConnectError = () => {
      setConnectError(true);
      void onSessionDoubtRef.current?.();
    };
    next.on('connect', onConnect);
    next.on('disconnect', onDisconnect);
    next.on('connect_error', onConnectError);
    // The socket is an external system this effect subscribes to; state follows its events.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSocket(next);
    return () => {
      next.off('connect', onConnect);
      next.off('disconnect', onDisconnect);
      next.off('connect_error', onConnectError);
      next.disconnect();
      setSocket(null);
      setConnected(false);
    };
  }, [namespace, userId]);

  const value = useMemo<NamespaceConnection<N>>(
    () => ({ socket, connected, connectError }),
    [socket, connected, connectError],
  );
  const { Provider } = namespaceConnections[namespace];
  return <Provider value={value}>{children}</Provider>;
}
