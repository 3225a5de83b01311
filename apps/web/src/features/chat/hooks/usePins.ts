import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationView, MessageView } from '@teamhub/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { chatKeys, fetchPins, pinMessage, unpinMessage } from '../api';
import { chatErrorText } from '../utils/chat-error';
import { addPin, removePin } from '../utils/pin-list';
import { updatePins } from '../utils/query-cache';
import { useChatError } from './useChatError';
import { useConversationMembers } from './useConversationMembers';

/** The conversation's pinned messages (kept current by useChatRealtime), and the ids among them. */
export function usePins(conversationId: string) {
  const query = useQuery({ queryKey: chatKeys.pins(conversationId), queryFn: () => fetchPins(conversationId) });
  const pinnedIds = useMemo(() => new Set((query.data ?? []).map((pin) => pin.message._id)), [query.data]);
  return { pins: query.data, status: query.status, pinnedIds, refetch: () => void query.refetch() };
}

/**
 * Whether the caller may pin here, by the server's rule (chat.policy.ts): anyone in a direct chat, the
 * owner and admins in a group or community. The role comes from the loaded members (the first page
 * holds the owner and, in all but very large groups, the admins); the server decides in the end.
 */
export function useCanPin(conversation: ConversationView): boolean {
  const { user } = useSession();
  const direct = conversation.type === 'direct';
  const { members } = useConversationMembers(conversation, !direct);
  if (direct) return true;
  const role = members.find((member) => member.user._id === user?._id)?.role;
  return role === 'owner' || role === 'admin';
}

/** Pin and unpin: the list changes at once from the answer; a failure goes to the banner. */
export function usePinActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showError } = useChatError();
  const pin = useCallback(
    async (message: MessageView) => {
      try {
        const saved = await pinMessage(message._id);
        updatePins(queryClient, message.conversationId, (list) => addPin(list, saved));
      } catch (error) {
        showError(chatErrorText(error, { fallback: t('chat.errors.pin') }));
      }
    },
    [queryClient, showError, t],
  );
  const unpin = useCallback(
    async (message: MessageView) => {
      try {
        await unpinMessage(message._id);
        updatePins(queryClient, message.conversationId, (list) => removePin(list, message._id));
      } catch (error) {
        showError(chatErrorText(error, { fallback: t('chat.errors.pin') }));
      }
    },
    [queryClient, showError, t],
  );
  return { pin, unpin };
}
