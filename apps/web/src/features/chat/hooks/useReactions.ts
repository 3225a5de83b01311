import { useQueryClient } from '@tanstack/react-query';
import type { MessageView } from '@teamhub/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addReaction, removeReaction } from '../api';
import { chatErrorText } from '../utils/chat-error';
import { setMessageReactions } from '../utils/message-cache';
import { updateMessagePages } from '../utils/query-cache';
import { useChatError } from './useChatError';

/**
 * Reacting: `toggle` removes an emoji the caller has on the message and adds any other; `add` only
 * adds (the quick row and the picker). The history takes the server's answer at once; the others hear
 * of it by message-reactions-updated. A failure goes to the banner.
 */
export function useReactionActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showError } = useChatError();
  const change = useCallback(
    async (message: MessageView, emoji: string, remove: boolean) => {
      try {
        const answer = await (remove ? removeReaction : addReaction)(message._id, emoji);
        updateMessagePages(queryClient, message.conversationId, (data) =>
          setMessageReactions(data, message._id, answer.reactions),
        );
      } catch (error) {
        showError(chatErrorText(error, { fallback: t('chat.errors.reaction') }));
      }
    },
    [queryClient, showError, t],
  );
  const toggle = useCallback(
    (message: MessageView, emoji: string) => {
      const mine = message.reactions.some((reaction) => reaction.emoji === emoji && reaction.reactedByMe);
      return change(message, emoji, mine);
    },
    [change],
  );
  const add = useCallback((message: MessageView, emoji: string) => change(message, emoji, false), [change]);
  return { toggle, add };
}
