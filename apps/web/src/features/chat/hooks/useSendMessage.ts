import { LIMITS, type MessageType, type MessageView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientId } from '../utils/client-id';
import { applyIncomingMessage } from '../utils/conversation-list';
import { addMessageToHistory, addReplyToThread, updateConversationList } from '../utils/query-cache';
import { useChatError } from './useChatError';
import { useNamespaceSocket } from '../../../lib/realtime/namespace-connection';

export interface OutgoingMessage {
  content: string;
  messageType?: MessageType;
  replyTo?: string | null;
}

type SendAnswer = { success: true; data: MessageView } | { success: false; message: string };

/** Tries per message when no acknowledgement comes back in time. */
const SEND_ATTEMPTS = 3;

/**
 * Sends over the socket and waits for the server's acknowledgement; the saved message goes into
 * the cached history and list at once. Resolves true when the server accepted it. A send whose
 * acknowledgement does not come (a dropped connection, a lost answer) is tried again with the same
 * `clientId`, so the server saves and delivers it once however many of the tries reached it.
 * With `threadRootId` it is a reply in that thread: it goes into the thread's cache, not the history.
 */
export function useSendMessage(conversationId: string, threadRootId?: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { socket } = useNamespaceSocket('chat');
  const { showError } = useChatError();

  return useCallback(
    async ({ content, messageType = 'text', replyTo = null }: OutgoingMessage): Promise<boolean> => {
      if (!content.trim() || !conversationId) {
        showError(t('chat.errors.contentRequired'));
        return false;
      }
      if (!socket?.connected) {
        showError(t('chat.errors.noSocket'));
        return false;
      }
      const payload = { conversationId, content, messageType, replyTo, clientId: newClientId(), threadRootId };
      let answer: SendAnswer | undefined;
      for (let attempt = 1; attempt <= SEND_ATTEMPTS && !answer; attempt += 1) {
        try {
          answer = (await socket.timeout(LIMITS.apiTimeoutMs).emitWithAck('send-message', payload)) as SendAnswer;
        } catch {
          // No acknowledgement in time: the next try carries the same clientId.
        }
      }
      if (!answer) {
        showError(t('chat.errors.sendFailed'));
        return false;
      }
      if (!answer.success) {
        showError(answer.message || t('chat.errors.sendFailed'));
        return false;
      }
      const message = answer.data;
      if (message.threadRootId) {
        addReplyToThread(queryClient, message);
        return true;
      }
      addMessageToHistory(queryClient, message);
      updateConversationList(queryClient, (list) => applyIncomingMessage(list, message, false).list);
      return true;
    },
    [conversationId, threadRootId, queryClient, showError, socket, t],
  );
}
