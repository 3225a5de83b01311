import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime/namespace-connection';
import { updateMessagePages } from '../utils/query-cache';
import { applyThreadUpdate } from '../utils/thread-cache';

/**
 * Keeps the open conversation's thread roots current (thread-updated): "N replies", the latest
 * repliers and my unread count, which stays 0 for the thread I have open. Other conversations'
 * histories are fetched afresh when opened.
 */
export function useThreadCounters(conversationId: string, openRootId: string | null) {
  const queryClient = useQueryClient();
  useSocketEvent('chat', 'thread-updated', (update) => {
    if (update.conversationId !== conversationId) return;
    updateMessagePages(queryClient, conversationId, (data) => applyThreadUpdate(data, update, openRootId));
  });
}
