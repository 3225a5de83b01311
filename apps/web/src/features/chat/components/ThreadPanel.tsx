import type { ConversationView } from '@teamhub/contracts';
import { ArrowLeft, X } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageEditing } from '../hooks/useMessageEditing';
import { usePendingSends } from '../hooks/usePendingSends';
import { useSendMessage } from '../hooks/useSendMessage';
import { useThread } from '../hooks/useThread';
import { useTyping } from '../hooks/useTyping';
import { displayName } from '../utils/display-name';
import { Composer } from './Composer';
import { DeleteMessageConfirm } from './DeleteMessageConfirm';
import { MessageList } from './MessageList';
import { TypingLine } from './TypingLine';
import side from './SidePanel.module.css';
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
  const editing = useMessageEditing();
  const messages = useMemo(() => (thread.root ? [thread.root, ...thread.replies] : []), [thread.root, thread.replies]);
  const { fetchNextPage } = thread;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const failed = thread.isError && !thread.data;
  const name = thread.root ? displayName(thread.root.sender, t('chat.deletedUser')) : '';

  return (
    <aside
      className={`${side.panel} ${styles.panel}`}
      aria-label={name ? t('chat.thread.label', { name }) : t('chat.thread.title')}
      data-testid="thread-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented && !editing.editingId) onClose();
      }}
    >
      <header className={styles.header}>
        <button
          type="button"
          className={`${side.close} ${styles.back}`}
          onClick={onClose}
          aria-label={t('chat.thread.back')}
        >
          <ArrowLeft size={20} />
        </button>
        <h2 className={styles.title}>{t('chat.thread.title')}</h2>
        <button
          type="button"
          className={`${side.close} ${styles.close}`}
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
        {...editing.list}
        inThread
        {...NOT_SEEKING}
      />
      <TypingLine names={typing.typingNames} />
      <div className={styles.composer}>
        <Composer
          conversationId={rootId}
          replyTo={editing.replyTo}
          onCancelReply={editing.cancelReply}
          send={send}
          notifyInput={typing.notifyInput}
          stopTyping={typing.stopTyping}
        />
      </div>
      {editing.deleting && <DeleteMessageConfirm message={editing.deleting} onClose={editing.cancelDelete} />}
    </aside>
  );
}
