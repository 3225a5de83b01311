import type { ConversationView, MessageView } from '@teamhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatError } from '../hooks/useChatError';
import { useComposerClearance } from '../hooks/useComposerClearance';
import { useMessageActions } from '../hooks/useMessageActions';
import { useMessageLanding } from '../hooks/useMessageLanding';
import { useMessages } from '../hooks/useMessages';
import { usePendingSends } from '../hooks/usePendingSends';
import { useSendMessage } from '../hooks/useSendMessage';
import { useTyping } from '../hooks/useTyping';
import { Composer } from './Composer';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InfoPanel } from './InfoPanel';
import { MessageGoneNote } from './MessageGoneNote';
import { MessageList } from './MessageList';
import { ThreadHeader } from './ThreadHeader';
import { TypingLine } from './TypingLine';
import styles from './Thread.module.css';

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
}: ChatThreadProps) {
  const { t } = useTranslation();
  const { showError } = useChatError();
  const history = useMessages(conversation._id);
  const typing = useTyping(conversation._id);
  const { pending, send } = usePendingSends(useSendMessage(conversation._id));
  const actions = useMessageActions();
  const [replyTo, setReplyTo] = useState<MessageView | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MessageView | null>(null);

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

  const { edit } = actions;
  const saveEdit = useCallback(
    async (message: MessageView, content: string) => {
      if (await edit(message, content)) setEditingId(null);
    },
    [edit],
  );
  const cancelEdit = useCallback(() => setEditingId(null), []);
  const { threadRef, composerRef } = useComposerClearance<HTMLDivElement, HTMLDivElement>();

  return (
    <div className={styles.thread} ref={threadRef}>
      <section className={styles.column} aria-label={t('chat.messagesLabel')} data-testid="chat-thread">
        <ThreadHeader conversation={conversation} infoOpen={infoOpen} onToggleInfo={onToggleInfo} onBack={onBack} />
        <MessageList
          conversation={conversation}
          messages={history.messages}
          pending={pending}
          status={history.isPending ? 'loading' : historyFailed && !history.data ? 'error' : 'ready'}
          onRetry={() => void history.refetch()}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          loadOlder={loadOlder}
          editingId={editingId}
          onReply={(message) => {
            setEditingId(null);
            setReplyTo(message);
          }}
          onEdit={(message) => setEditingId(message._id)}
          onDelete={setDeleting}
          onSaveEdit={saveEdit}
          onCancelEdit={cancelEdit}
          seeking={landing.seeking}
          notice={landing.missing ? <MessageGoneNote onDismiss={landing.dismissMissing} /> : undefined}
          landed={landing.landed}
          onLandedLeave={landing.clearLanded}
        />
        <TypingLine names={typing.typingNames} />
        <div className={styles.composerBlock} ref={composerRef}>
          <Composer
            conversationId={conversation._id}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            send={send}
            notifyInput={typing.notifyInput}
            stopTyping={typing.stopTyping}
          />
        </div>
      </section>
      {infoOpen && (
        <InfoPanel conversation={conversation} messages={history.messages} onClose={onToggleInfo} onClosed={onClosed} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('chat.deleteTitle')}
          message={t('chat.deleteConfirm')}
          confirmLabel={t('chat.delete')}
          onConfirm={() => actions.remove(deleting)}
          describeFailure={() => t('chat.errors.delete')}
          testIds={{ dialog: 'chat-confirm', confirm: 'chat-confirm-accept' }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
