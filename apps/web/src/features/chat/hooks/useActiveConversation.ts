import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markConversationRead } from '../api';
import { markReadInList } from '../utils/conversation-list';
import { updateConversationList } from '../utils/query-cache';
import { useNamespaceSocket } from '../../../lib/realtime/namespace-connection';

/**
 * Opening a conversation: join its live room (leaving the previous one), again after every
 * reconnect, and mark it read.
 */
export function useActiveConversation(activeId: string | null) {
  const queryClient = useQueryClient();
  const { socket, connected } = useNamespaceSocket('chat');

  useEffect(() => {
    if (!socket || !connected || !activeId) return undefined;
    socket.emit('join-conversation', { conversationId: activeId });
    return () => {
      if (socket.connected) socket.emit('leave-conversation', { conversationId: activeId });
    };
  }, [socket, connected, activeId]);

  useEffect(() => {
    if (!activeId) return;
    updateConversationList(queryClient, (list) => markReadInList(list, activeId));
    void markConversationRead(activeId).catch(() => undefined);
  }, [activeId, queryClient]);
}
