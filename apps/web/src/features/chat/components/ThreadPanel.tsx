import type { ConversationView, MessageView } from '@teamhub/contracts';
import { ArrowLeft, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useMessageActions } from '../hooks/useMessageActions';
import { usePendingSends } from '../hooks/usePendingSends';
import { useSendMessage } from '../hooks/useSendMessage';
import { useThread } from '../hooks/useThread';
import { useTyping } from '../hooks/useTyping';
import { displayName } from '../utils/display-name';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { TypingLine } from './TypingLine';
import styles from './ThreadPanel.module.css';

interface ThreadPanelProps {
  conversation: ConversationView;
  rootId: string;
  onClose: () => void;
}

const NOT_SEEKING = { seeking: false, landed: null, onLandedLeave: () => undefined } as const;

/**
 * A message's thread beside the conversation (over it between 768 and 1439 px, the whole chat on
 * phones): the root, its replies (edit, delete, reactions as in the conversation), its own typing
 * line and composer. Escape closes it. Loaded on demand (ChatThread), so the chat route stays small.
 */
export default function ThreadPanel({ conversation, rootId, onClose }: ThreadPanelProps) {
  const { t } = useTranslation();
  const thread = useThread(rootId);
  const typing = useTyping(conversation._id, rootId);
  const { pending, send } = usePendingSends(useSendMessage(conversation._id, rootId));
  const actions = useMessageActions();
  const [replyTo, setReplyTo] = useState<MessageView | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MessageView | null>(null);
  const messages = useMemo(() => (thread.root ? [thread.root, ...thread.replies] : []), [thread.root, thread.replies]);
  const { fetchNextPage } = thread;
  const { edit } = actions;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const saveEdit = useCallback(
    async (message: MessageView, content: string) => {
      if (await edit(message, content)) setEditingId(null);
    },
    [edit],
  );
  const cancelEdit = useCallback(() => setEditingId(null), []);
  const failed = thread.isError && !thread.data;
  const name = thread.root ? displayName(thread.root.sender, t('chat.deletedUser')) : '';

  return (
    <aside
      className={styles.panel}
      aria-label={name ? t('chat.thread.label', { name }) : t('chat.thread.title')}
      data-testid="thread-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented && !editingId) onClose();
      }}
    >
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={onClose} aria-label={t('chat.thread.back')}>
          <ArrowLeft size={20} />
        </button>
        <h2 className={styles.title}>{t('chat.thread.title')}</h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('chat.thread.close')}
          data-testid="thread-close"
        >
          <X size={18} />
        </button>
      </header>
      <MessageList
        conversation={conversation}
        messages={messages}
        pending={pending}
        status={thread.isPending ? 'loading' : failed ? 'error' : 'ready'}
        onRetry={() => void thread.refetch()}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
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
        inThread
        {...NOT_SEEKING}
      />
      <TypingLine names={typing.typingNames} />
      <div className={styles.composer}>
        <Composer
          conversationId={rootId}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          send={send}
          notifyInput={typing.notifyInput}
          stopTyping={typing.stopTyping}
        />
      </div>
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
    </aside>
  );
}
