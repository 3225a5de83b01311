import {
  SOCKET_NAMESPACES,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
  type PresencePayload,
} from '@teamhub/contracts';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { connectNamespace } from '../../../lib/realtime-client';
import { useSession } from '../../../lib/session/useSession';
import { ChatSocketContext, type ChatSocket, type ChatSocketState } from './chat-socket-context';

/**
 * Keeps the signed-in user's /chat connection open while the chat page is shown, and tracks
 * connection state and who is online.
 */
export function ChatSocketProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const userId = user?._id;
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [connectError, setConnectError] = useState(false);
  const [onlineUserIds, setOnlineUserIds] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!userId) return undefined;
    const next = connectNamespace<ChatServerToClientEvents, ChatClientToServerEvents>(
      SOCKET_NAMESPACES.chat,
    ) as unknown as ChatSocket;
    const onConnect = () => {
      setConnected(true);
      setConnectError(false);
    };
    const onDisconnect = () => setConnected(false);
    const onConnectError = () => setConnectError(true);
    const onWelcome = ({ onlineUserIds: ids }: { onlineUserIds?: string[] }) => {
      if (ids) setOnlineUserIds(new Set(ids));
    };
    const onOnline = ({ userId: id }: PresencePayload) =>
      setOnlineUserIds((current) => (current.has(id) ? current : new Set(current).add(id)));
    const onOffline = ({ userId: id }: PresencePayload) =>
      setOnlineUserIds((current) => {
        if (!current.has(id)) return current;
        const copy = new Set(current);
        copy.delete(id);
        return copy;
      });
    next.on('connect', onConnect);
    next.on('disconnect', onDisconnect);
    next.on('connect_error', onConnectError);
    next.on('connected', onWelcome);
    next.on('user-online', onOnline);
    next.on('user-offline', onOffline);
    // The socket is an external system this effect subscribes to; state follows its events.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSocket(next);
    return () => {
      next.off('connect', onConnect);
      next.off('disconnect', onDisconnect);
      next.off('connect_error', onConnectError);
      next.off('connected', onWelcome);
      next.off('user-online', onOnline);
      next.off('user-offline', onOffline);
      next.disconnect();
      setSocket(null);
      setConnected(false);
    };
  }, [userId]);

  const value = useMemo<ChatSocketState>(
    () => ({ socket, connected, connectError, onlineUserIds }),
    [socket, connected, connectError, onlineUserIds],
  );
  return <ChatSocketContext.Provider value={value}>{children}</ChatSocketContext.Provider>;
}
