import type { QueryClient } from '@tanstack/react-query';
import type { ConversationRead, ConversationView, MessagePinView, MessageView } from '@teamhub/contracts';
import { chatKeys } from '../api';
import { appendMessage, type MessagePages } from './message-cache';
import type { ThreadPages } from './thread-cache';

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

/** Changes a conversation's cached pinned messages, if they are loaded (pin-list.ts leaves undefined alone). */
export function updatePins(
  queryClient: QueryClient,
  conversationId: string,
  change: (list: MessagePinView[] | undefined) => MessagePinView[] | undefined,
) {
  queryClient.setQueryData<MessagePinView[]>(chatKeys.pins(conversationId), change);
}

/** Changes a conversation's cached read receipts (read-receipts.ts leaves undefined alone). */
export function updateReads(
  queryClient: QueryClient,
  conversationId: string,
  change: (reads: ConversationRead[] | undefined) => ConversationRead[] | undefined,
) {
  queryClient.setQueryData<ConversationRead[]>(chatKeys.reads(conversationId), change);
}

/** A reply in a thread into that thread's cache, if it is loaded (once: it may come by ack and by event). */
export function addReplyToThread(queryClient: QueryClient, message: MessageView) {
  if (!message.threadRootId) return;
  queryClient.setQueryData<ThreadPages>(
    chatKeys.thread(message.threadRootId),
    (data) => appendMessage(data as MessagePages | undefined, message) as ThreadPages | undefined,
  );
}

export const getMessagePages = (queryClient: QueryClient, conversationId: string) =>
  queryClient.getQueryData<MessagePages>(chatKeys.messages(conversationId));

/**
 * Puts a just-saved message into its conversation's cached history. A history being fetched at
 * this moment may have been read before the message was saved, and its answer would replace the
 * cache without it (a first message sent while the thread is still loading vanished that way):
 * that fetch is cancelled and started again so it includes the message. (Invalidating alone would
 * join a first load still under way rather than replace it.)
 */
export function addMessageToHistory(queryClient: QueryClient, message: MessageView) {
  const queryKey = chatKeys.messages(message.conversationId);
  updateMessagePages(queryClient, message.conversationId, (data) => appendMessage(data, message));
  if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') {
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
  }
}
