import type { ConversationView, MessageView } from '@teamhub/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatError } from '../hooks/useChatError';
import { useComposerClearance } from '../hooks/useComposerClearance';
import { useMessageEditing } from '../hooks/useMessageEditing';
import { useMessageLanding } from '../hooks/useMessageLanding';
import { useMentionCandidates } from '../hooks/useMentionCandidates';
import { useMessages } from '../hooks/useMessages';
import { usePendingSends } from '../hooks/usePendingSends';
import { useSendMessage } from '../hooks/useSendMessage';
import { useThreadCounters } from '../hooks/useThreadCounters';
import { useTyping } from '../hooks/useTyping';
import { updateMessagePages } from '../utils/query-cache';
import { useQueryClient } from '@tanstack/react-query';
import { Composer } from './Composer';
import { DeleteMessageConfirm } from './DeleteMessageConfirm';
import { InfoPanel, type InfoPanelCloseReason } from './InfoPanel';
import { MessageGoneNote } from './MessageGoneNote';
import { MessageList } from './MessageList';
import { ThreadHeader } from './ThreadHeader';
import { TypingLine } from './TypingLine';
import styles from './Thread.module.css';

// A thread opens on demand: its panel loads then, and the chat route stays small.
const ThreadPanel = lazy(() => import('./ThreadPanel'));

interface ChatThreadProps {
  conversation: ConversationView;
  infoOpen: boolean;
  onToggleInfo: () => void;
  /** Narrow screens: back to the list. */
  onBack: () => void;
  /** The conversation went away for this user (left or deleted). */
  onClosed: () => void;
  /** A message to open at (`?message=`): loaded, scrolled to and marked. */
  landOn: string | null;
  /** The message link has been followed: the page drops it from the URL. */
  onLanded: () => void;
  /** A thread to open with the conversation (`?thread=`, a thread-reply notification's link). */
  initialThreadId?: string | null;
}

/** One open conversation: header, history, typing line and composer, and its info panel. */
export function ChatThread({
  conversation,
  infoOpen,
  onToggleInfo,
  onBack,
  onClosed,
  landOn,
  onLanded,
  initialThreadId = null,
}: ChatThreadProps) {
  const { t } = useTranslation();
  const { showError } = useChatError();
  const history = useMessages(conversation._id);
  const typing = useTyping(conversation._id);
  const mentionCandidates = useMentionCandidates(conversation);
  const { pending, send } = usePendingSends(useSendMessage(conversation._id));
  const editing = useMessageEditing();
  const [threadId, setThreadId] = useState<string | null>(initialThreadId);
  // A thread link followed while this conversation is already open (a notification clicked here).
  const [linkedThreadId, setLinkedThreadId] = useState(initialThreadId);
  if (initialThreadId !== linkedThreadId) {
    setLinkedThreadId(initialThreadId);
    if (initialThreadId) setThreadId(initialThreadId);
  }
  const queryClient = useQueryClient();
  useThreadCounters(conversation._id, threadId);
  const openThread = useCallback(
    (message: MessageView) => {
      const rootId = message.threadRootId ?? message._id;
      setThreadId(rootId);
      // Opening reads it (the server marks it as the thread loads).
      updateMessagePages(
        queryClient,
        conversation._id,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              messages: page.messages.map((item) =>
                item._id === rootId && item.threadUnreadCount ? { ...item, threadUnreadCount: 0 } : item,
              ),
            })),
          },
      );
      // Below 1440 px the info panel and the thread take the same place: the thread wins.
      if (infoOpen) onToggleInfo();
    },
    [queryClient, conversation._id, infoOpen, onToggleInfo],
  );
  const closeThread = useCallback(() => {
    const rootId = threadId;
    setThreadId(null);
    // Back to the "N replies" line the thread was opened from.
    window.requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`[data-message-id="${rootId}"] [data-testid="thread-summary"]`)
        ?.focus({ preventScroll: true }),
    );
  }, [threadId]);

  const historyFailed = history.isError && !history.isFetchNextPageError;
  const { fetchNextPage } = history;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const landing = useMessageLanding({
    targetId: landOn,
    messages: history.messages,
    loaded: history.data !== undefined,
    hasOlder: history.hasNextPage,
    // Any read under way (a refetch of the loaded pages too): the next page is asked for after it.
    loadingOlder: history.isFetching,
    failed: history.isFetchNextPageError,
    loadOlder,
    onSettled: onLanded,
  });
  useEffect(() => {
    if (historyFailed || history.isFetchNextPageError) showError(t('chat.errors.loadMessages'));
  }, [historyFailed, history.isFetchNextPageError, showError, t]);

  const { threadRef, composerRef } = useComposerClearance<HTMLDivElement, HTMLDivElement>();

  // Closed by its own button or Escape, the info panel gives the focus back to the info button (on a
  // phone the panel took the whole screen, header included); closed to show a pinned message, the
  // message takes it.
  const infoToggle = useRef<HTMLButtonElement>(null);
  const focusInfoToggle = useRef(false);
  const closeInfo = useCallback(
    (reason: InfoPanelCloseReason) => {
      focusInfoToggle.current = reason === 'dismiss';
      onToggleInfo();
    },
    [onToggleInfo],
  );
  useEffect(() => {
    if (infoOpen || !focusInfoToggle.current) return;
    focusInfoToggle.current = false;
    infoToggle.current?.focus();
  }, [infoOpen]);

  return (
    <div
      className={styles.thread}
      ref={threadRef}
      data-info-open={infoOpen && !threadId}
      data-thread-open={threadId ? 'true' : 'false'}
    >
      <section className={styles.column} aria-label={t('chat.messagesLabel')} data-testid="chat-thread">
        <ThreadHeader
          conversation={conversation}
          infoOpen={infoOpen}
          onToggleInfo={onToggleInfo}
          infoToggleRef={infoToggle}
          onBack={onBack}
        />
        <MessageList
          conversation={conversation}
          messages={history.messages}
          pending={pending}
          status={history.isPending ? 'loading' : historyFailed && !history.data ? 'error' : 'ready'}
          onRetry={() => void history.refetch()}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          loadOlder={loadOlder}
          {...editing.list}
          seeking={landing.seeking}
          notice={landing.missing ? <MessageGoneNote onDismiss={landing.dismissMissing} /> : undefined}
          landed={landing.landed}
          onLandedLeave={landing.clearLanded}
          onOpenThread={openThread}
        />
        <TypingLine names={typing.typingNames} />
        <div className={styles.composerBlock} ref={composerRef}>
          <Composer
            conversationId={conversation._id}
            replyTo={editing.replyTo}
            onCancelReply={editing.cancelReply}
            send={send}
            notifyInput={typing.notifyInput}
            stopTyping={typing.stopTyping}
            mentionCandidates={mentionCandidates}
          />
        </div>
      </section>
      {threadId && (
        <Suspense fallback={null}>
          <ThreadPanel key={threadId} conversation={conversation} rootId={threadId} onClose={closeThread} />
        </Suspense>
      )}
      {infoOpen && !threadId && (
        <InfoPanel conversation={conversation} messages={history.messages} onClose={closeInfo} onClosed={onClosed} />
      )}
      {editing.deleting && <DeleteMessageConfirm message={editing.deleting} onClose={editing.cancelDelete} />}
    </div>
  );
}
