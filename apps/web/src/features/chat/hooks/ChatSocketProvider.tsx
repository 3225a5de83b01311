import { useState, type ReactNode } from 'react';
import { NamespaceSocketProvider } from '../../../lib/realtime/NamespaceSocketProvider';
import { useSocketEvent } from '../../../lib/realtime/namespace-connection';
import { useSession } from '../../../lib/session/useSession';
import { OnlineUsersContext } from './online-users-context';

/** Follows who is online over the /chat connection: the welcome's list, then each change. */
function OnlineUsersProvider({ children }: { children: ReactNode }) {
  const [onlineUserIds, setOnlineUserIds] = useState<ReadonlySet<string>>(() => new Set());
  useSocketEvent('chat', 'connected', ({ onlineUserIds: ids }) => {
    if (ids) setOnlineUserIds(new Set(ids));
  });
  useSocketEvent('chat', 'user-online', ({ userId: id }) =>
    setOnlineUserIds((current) => (current.has(id) ? current : new Set(current).add(id))),
  );
  useSocketEvent('chat', 'user-offline', ({ userId: id }) =>
    setOnlineUserIds((current) => {
      if (!current.has(id)) return current;
      const copy = new Set(current);
      copy.delete(id);
      return copy;
    }),
  );
  return <OnlineUsersContext.Provider value={onlineUserIds}>{children}</OnlineUsersContext.Provider>;
}

/** Keeps the signed-in user's /chat connection open while the chat page is shown, and who is online. */
export function ChatSocketProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <NamespaceSocketProvider namespace="chat" userId={user?._id}>
      <OnlineUsersProvider>{children}</OnlineUsersProvider>
    </NamespaceSocketProvider>
  );
}
