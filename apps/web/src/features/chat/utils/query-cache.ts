import type { QueryClient } from '@tanstack/react-query';
import type { ConversationView } from '@teamhub/contracts';
import { chatKeys } from '../api';
import type { MessagePages } from './message-cache';

/** Changes the cached conversation list, if it is loaded. */
export function updateConversationList(
  queryClient: QueryClient,
  change: (list: ConversationView[]) => ConversationView[],
) {
  queryClient.setQueryData<ConversationView[]>(chatKeys.conversations, (list) => (list ? change(list) : list));
}

/** Changes a conversation's cached history, if it is loaded. */
export function updateMessagePages(
  queryClient: QueryClient,
  conversationId: string,
  change: (data: MessagePages | undefined) => MessagePages | undefined,
) {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), change);
}

export const getMessagePages = (queryClient: QueryClient, conversationId: string) =>
  queryClient.getQueryData<MessagePages>(chatKeys.messages(conversationId));
