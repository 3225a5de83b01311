import type { MessageView } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import styles from './ThreadSummary.module.css';

interface ThreadSummaryProps {
  message: MessageView;
  own: boolean;
  onOpen: (message: MessageView) => void;
}

/** Under a thread root: "N replies", the latest repliers' pictures and my unread count; opens the thread. */
export function ThreadSummary({ message, own, onOpen }: ThreadSummaryProps) {
  const { t } = useTranslation();
  const count = message.threadReplyCount ?? 0;
  const unread = message.threadUnreadCount ?? 0;
  const replies = t('chat.thread.replies', { count });
  const unreadText = unread > 0 ? t('chat.thread.unread', { count: unread }) : '';
  return (
    <button
      type="button"
      className={styles.summary}
      data-own={own ? 'true' : 'false'}
      onClick={() => onOpen(message)}
      aria-label={t('chat.thread.open', { replies: unreadText ? `${replies}, ${unreadText}` : replies })}
      data-testid="thread-summary"
    >
      <span className={styles.avatars} aria-hidden="true">
        {(message.threadLastRepliers ?? []).map((user) => (
          <Avatar key={user._id} username={user.username} avatar={user.avatar} size={18} />
        ))}
      </span>
      <span className={styles.count} data-testid="thread-reply-count">
        {replies}
      </span>
      {unread > 0 && (
        <span className={styles.unread} data-testid="thread-unread">
          {unreadText}
        </span>
      )}
    </button>
  );
}
