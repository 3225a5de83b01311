import type { MessageView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMessage, editMessage } from '../api';
import { applyDeletedMessage, applyEditedMessage } from '../utils/conversation-list';
import { getMessagePages, updateConversationList, updateMessagePages } from '../utils/query-cache';
import { messageBefore, removeMessage, replaceMessage } from '../utils/message-cache';
import { useChatError } from './useChatError';

/**
 * Edit and delete one's own messages. An edit's failure goes to the banner with the spec's text; a
 * delete is asked for in a confirm dialog, so its failure is thrown for the dialog to show.
 */
export function useMessageActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showError } = useChatError();

  /** Resolves true when the edit was saved or there was nothing to save (blank or unchanged). */
  const edit = useCallback(
    async (message: MessageView, content: string): Promise<boolean> => {
      const next = content.trim();
      if (!next || next === message.content.trim()) return true;
      try {
        const saved = await editMessage(message._id, next);
        updateMessagePages(queryClient, saved.conversationId, (data) => replaceMessage(data, saved));
        updateConversationList(queryClient, (list) => applyEditedMessage(list, saved));
        return true;
      } catch {
        showError(t('chat.errors.edit'));
        return false;
      }
    },
    [queryClient, showError, t],
  );

  const remove = useCallback(
    async (message: MessageView): Promise<void> => {
      await deleteMessage(message._id);
      // A root with replies stays as "message deleted" (message-edited brings it); a thread reply
      // was never in the history.
      if ((message.threadReplyCount ?? 0) > 0 || message.threadRootId) return;
      const { conversationId } = message;
      const previous = messageBefore(getMessagePages(queryClient, conversationId), message._id);
      updateMessagePages(queryClient, conversationId, (data) => removeMessage(data, message._id));
      updateConversationList(queryClient, (list) => applyDeletedMessage(list, conversationId, message._id, previous));
    },
    [queryClient],
  );

  return { edit, remove };
}
