import { useQuery } from '@tanstack/react-query';
import { chatKeys, fetchConversations } from '../api';

/**
 * The caller's conversations, most recent first. Always fetched again when the chat page opens:
 * live events only reach the page while it is shown.
 */
export function useConversations() {
  return useQuery({ queryKey: chatKeys.conversations, queryFn: fetchConversations, staleTime: 0 });
}
