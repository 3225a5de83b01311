import type { ConversationView, MessageView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/useAnnounce';
import { useSession } from '../../../lib/session/useSession';
import { chatKeys, markConversationRead } from '../api';
import {
  applyConversationChanges,
  applyDeletedMessage,
  applyEditedMessage,
  applyIncomingMessage,
  markReadInList,
  removeConversation,
} from '../utils/conversation-list';
import { messageSummary } from '../utils/chat-text';
import { messageBefore, removeMessage, replaceMessage, setMessageReactions } from '../utils/message-cache';
import { addPin, removePin } from '../utils/pin-list';
import { createReadMarkPacer } from '../utils/read-mark-pacer';
import { applyRead } from '../utils/read-receipts';
import {
  addMessageToHistory,
  getMessagePages,
  updateConversationList,
  updateMessagePages,
  updatePins,
  updateReads,
} from '../utils/query-cache';
import { useChatError } from './useChatError';
import { useNamespaceSocket, useSocketEvent } from '../../../lib/realtime/namespace-connection';

const isReading = (conversationId: string, activeId: string | null) =>
  conversationId === activeId && typeof document !== 'undefined' && document.visibilityState === 'visible';

/**
 * Applies the /chat events to the cached list and histories (for every conversation, open or
 * not), refetches after any reconnect, reports connection and socket errors in the banner, and
 * reads other people's new messages (not muted conversations) to screen-reader users.
 */
export function useChatRealtime(activeId: string | null, onActiveRemoved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { socket, connectError } = useNamespaceSocket('chat');
  const { showError } = useChatError();
  const announce = useAnnounce();
  // Reading messages as they arrive: a read mark a second at most per conversation; a late one is
  // dropped when the conversation is left (else it would swallow what arrived since) and not sent
  // from a hidden tab.
  const [readPacer] = useState(() =>
    createReadMarkPacer((conversationId) => {
      if (document.visibilityState === 'visible') void markConversationRead(conversationId).catch(() => undefined);
    }),
  );
  useEffect(() => () => (activeId ? readPacer.cancel(activeId) : undefined), [activeId, readPacer]);

  const receive = (message: MessageView) => {
    addMessageToHistory(queryClient, message);
    const own = message.sender._id === user?._id;
    const reading = isReading(message.conversationId, activeId);
    let found = true;
    updateConversationList(queryClient, (list) => {
      const result = applyIncomingMessage(list, message, !own && !reading);
      found = result.found;
      return result.list;
    });
    if (!found) void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    if (reading && !own) readPacer.mark(message.conversationId);
    const conversations = queryClient.getQueryData<ConversationView[]>(chatKeys.conversations);
    const muted = conversations?.find((item) => item._id === message.conversationId)?.muted ?? false;
    if (!own && !muted) {
      announce(t('chat.announceMessage', { name: message.sender.username, text: messageSummary(message) }));
    }
  };

  useSocketEvent('chat', 'new-message', receive);
  useSocketEvent('chat', 'message-edited', (message) => {
    updateMessagePages(queryClient, message.conversationId, (data) => replaceMessage(data, message));
    updateConversationList(queryClient, (list) => applyEditedMessage(list, message));
  });
  useSocketEvent('chat', 'message-deleted', ({ conversationId, messageId }) => {
    const previous = messageBefore(getMessagePages(queryClient, conversationId), messageId);
    updateMessagePages(queryClient, conversationId, (data) => removeMessage(data, messageId));
    updateConversationList(queryClient, (list) => applyDeletedMessage(list, conversationId, messageId, previous));
    // A deleted message's pin went with it on the server.
    updatePins(queryClient, conversationId, (list) => removePin(list, messageId));
  });
  useSocketEvent('chat', 'message-pinned', (pin) =>
    updatePins(queryClient, pin.message.conversationId, (list) => addPin(list, pin)),
  );
  useSocketEvent('chat', 'message-unpinned', ({ conversationId, messageId }) =>
    updatePins(queryClient, conversationId, (list) => removePin(list, messageId)),
  );
  useSocketEvent('chat', 'conversation-read', (event) =>
    updateReads(queryClient, event.conversationId, (reads) => applyRead(reads, event, new Date().toISOString())),
  );
  useSocketEvent('chat', 'message-reactions-updated', ({ conversationId, messageId, reactions }) =>
    updateMessagePages(queryClient, conversationId, (data) => setMessageReactions(data, messageId, reactions)),
  );
  useSocketEvent('chat', 'conversation-updated', (payload) => {
    const { conversationId, changes } = payload;
    // The open conversation is being read: a count computed before our read call lands is stale.
    const reading =
      isReading(conversationId, activeId) &&
      (changes.unreadCount !== undefined || changes.unreadMentions !== undefined);
    const seen = reading
      ? {
          conversationId,
          changes: {
            ...changes,
            ...(changes.unreadCount !== undefined && { unreadCount: 0 }),
            ...(changes.unreadMentions !== undefined && { unreadMentions: 0 }),
          },
        }
      : payload;
    updateConversationList(queryClient, (list) => applyConversationChanges(list, seen));
    if (changes.participantsCount !== undefined) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.members(conversationId) });
      // Someone joined or left a community: the discovery list's counts moved.
      void queryClient.invalidateQueries({ queryKey: chatKeys.communities });
    }
  });
  useSocketEvent('chat', 'conversation-removed', ({ conversationId }) => {
    updateConversationList(queryClient, (list) => removeConversation(list, conversationId));
    queryClient.removeQueries({ queryKey: chatKeys.messages(conversationId) });
    if (conversationId === activeId) onActiveRemoved();
  });
  useSocketEvent('chat', 'error', (payload) => showError(payload?.message || t('chat.errors.generic')));

  // After a reconnect the server may not have replayed everything: fetch the truth again.
  const connectedBefore = useRef(false);
  useEffect(() => {
    if (!socket) return undefined;
    connectedBefore.current = false;
    const onConnect = () => {
      if (connectedBefore.current) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        void queryClient.invalidateQueries({ queryKey: chatKeys.communities });
        void queryClient.invalidateQueries({ queryKey: chatKeys.messagesRoot });
        void queryClient.invalidateQueries({ queryKey: chatKeys.pinsRoot });
        void queryClient.invalidateQueries({ queryKey: chatKeys.readsRoot });
      }
      connectedBefore.current = true;
    };
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);

  // One banner per failure episode (socket.io keeps retrying on its own).
  useEffect(() => {
    if (connectError) showError(t('chat.errors.connect'));
  }, [connectError, showError, t]);

  // Coming back to the tab reads what arrived in the open conversation meanwhile.
  useEffect(() => {
    if (!activeId) return undefined;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const list = queryClient.getQueryData<{ _id: string; unreadCount: number }[]>(chatKeys.conversations);
      if (!list?.some((item) => item._id === activeId && item.unreadCount > 0)) return;
      updateConversationList(queryClient, (current) => markReadInList(current, activeId));
      void markConversationRead(activeId).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [activeId, queryClient]);
}
