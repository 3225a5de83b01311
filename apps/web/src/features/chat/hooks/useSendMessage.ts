import { LIMITS, type MessageType, type MessageView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyIncomingMessage } from '../utils/conversation-list';
import { appendMessage } from '../utils/message-cache';
import { updateConversationList, updateMessagePages } from '../utils/query-cache';
import { useChatError } from './useChatError';
import { useChatSocket } from './useChatSocket';

export interface OutgoingMessage {
  content: string;
  messageType?: MessageType;
  replyTo?: string | null;
}

type SendAnswer = { success: true; data: MessageView } | { success: false; message: string };

/**
 * Sends over the socket and waits for the server's acknowledgement; the saved message goes into
 * the cached history and list at once. Resolves true when the server accepted it.
 */
export function useSendMessage(conversationId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { socket } = useChatSocket();
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
      let answer: SendAnswer;
      try {
        answer = (await socket
          .timeout(LIMITS.apiTimeoutMs)
          .emitWithAck('send-message', { conversationId, content, messageType, replyTo })) as SendAnswer;
      } catch {
        showError(t('chat.errors.sendFailed'));
        return false;
      }
      if (!answer?.success) {
        showError(answer?.message || t('chat.errors.sendFailed'));
        return false;
      }
      const message = answer.data;
      updateMessagePages(queryClient, conversationId, (data) => appendMessage(data, message));
      updateConversationList(queryClient, (list) => applyIncomingMessage(list, message, false).list);
      return true;
    },
    [conversationId, queryClient, showError, socket, t],
  );
}
