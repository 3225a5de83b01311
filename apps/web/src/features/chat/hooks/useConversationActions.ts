import type { ConversationView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import {
  addMembers,
  chatKeys,
  createDirectConversation,
  createGroup,
  deleteConversation,
  joinCommunity,
  removeMember,
  renameConversation,
  setConversationMuted,
} from '../api';
import { chatErrorText } from '../utils/chat-error';
import { removeConversation, upsertConversation } from '../utils/conversation-list';
import { updateConversationList } from '../utils/query-cache';
import { useChatError } from './useChatError';

/**
 * Everything one can do to a conversation as a whole. Each keeps the cached list right; the
 * banner-reporting ones resolve null / false on failure, the modal and confirm-dialog ones
 * (`openDirect`, `createGroup`, `leave`, `deleteChat`) throw so the dialog can show why.
 */
export function useConversationActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { showError } = useChatError();

  const remember = useCallback(
    (conversation: ConversationView) => {
      updateConversationList(queryClient, (list) => upsertConversation(list, conversation));
      return conversation;
    },
    [queryClient],
  );

  const forget = useCallback(
    (conversationId: string) => {
      updateConversationList(queryClient, (list) => removeConversation(list, conversationId));
      queryClient.removeQueries({ queryKey: chatKeys.messages(conversationId) });
    },
    [queryClient],
  );

  /** Runs a call and reports a failure in the banner (the server's message, else `fallback`). */
  const reported = useCallback(
    async <T>(call: () => Promise<T>, fallback: string): Promise<T | null> => {
      try {
        return await call();
      } catch (error) {
        showError(chatErrorText(error, { fallback }));
        return null;
      }
    },
    [showError],
  );

  return useMemo(
    () => ({
      openDirect: async (targetUserId: string) => remember(await createDirectConversation(targetUserId)),
      createGroup: async (body: Parameters<typeof createGroup>[0]) => remember(await createGroup(body)),
      rename: (id: string, name: string) =>
        reported(async () => remember(await renameConversation(id, name)), t('chat.errors.rename')),
      addMembers: (id: string, userIds: string[]) =>
        reported(async () => remember(await addMembers(id, userIds)), t('chat.errors.members')),
      removeMember: async (id: string, userId: string) => {
        const done = await reported(() => removeMember(id, userId), t('chat.errors.members'));
        if (done !== null) void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        return done !== null;
      },
      leave: async (id: string) => {
        if (!user) throw new Error('signed out');
        await removeMember(id, user._id);
        forget(id);
        void queryClient.invalidateQueries({ queryKey: chatKeys.communities });
      },
      join: async (id: string) => {
        const joined = await reported(async () => remember(await joinCommunity(id)), t('chat.errors.join'));
        void queryClient.invalidateQueries({ queryKey: chatKeys.communities });
        return joined;
      },
      setMuted: (id: string, muted: boolean) =>
        reported(async () => remember(await setConversationMuted(id, muted)), t('chat.errors.mute')),
      deleteChat: async (id: string) => {
        await deleteConversation(id);
        forget(id);
      },
    }),
    [forget, queryClient, remember, reported, t, user],
  );
}
