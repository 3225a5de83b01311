import {
  SOCKET_NAMESPACES,
  type NotificationClientToServerEvents,
  type NotificationServerToClientEvents,
} from '@teamhub/contracts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { connectNamespace } from '../../lib/realtime-client';
import { useSession } from '../../lib/session/useSession';
import { RealtimeContext, type NotificationSocket, type RealtimeState } from './realtime-context';

/** Keeps the signed-in user's notification connection open for as long as the app layout is shown. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user, checkSession } = useSession();
  const userId = user?._id;
  const [socket, setSocket] = useState<NotificationSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [connectError, setConnectError] = useState(false);

  // The latest check, without reconnecting the socket when the session object changes.
  const checkSessionRef = useRef(checkSession);
  useEffect(() => {
    checkSessionRef.current = checkSession;
  }, [checkSession]);

  useEffect(() => {
    if (!userId) return undefined;
    const next = connectNamespace<NotificationServerToClientEvents, NotificationClientToServerEvents>(
      SOCKET_NAMESPACES.notifications,
    ) as unknown as NotificationSocket;
    const onConnect = () => {
      setConnected(true);
      setConnectError(false);
    };
    // The server disconnects the sockets of a session that ended (signed out from another device, a
    // password change, deactivation) and refuses its handshakes: the tab then signs out at once.
    const onDisconnect = (reason: string) => {
      setConnected(false);
      if (reason === 'io server disconnect') void checkSessionRef.current();
    };
    const onConnectError = () => {
      setConnectError(true);
      void checkSessionRef.current();
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
  }, [userId]);

  const value = useMemo<RealtimeState>(
    () => ({ notificationSocket: socket, connected, connectError }),
    [socket, connected, connectError],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
