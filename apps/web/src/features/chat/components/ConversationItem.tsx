import type { ConversationView } from '@teamhub/contracts';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatBadgeCount, formatChatAge } from '../../../lib/formatters';
import { useNow } from '../../../lib/useNow';
import { useSession } from '../../../lib/session/useSession';
import { useConversationTitle } from '../hooks/useConversationTitle';
import { lastMessagePreview } from '../utils/chat-text';
import { isGroupLike } from '../utils/conversation-display';
import { displayName } from '../utils/display-name';
import { ConversationAvatar } from './ConversationAvatar';
import styles from './Sidebar.module.css';

interface ConversationItemProps {
  conversation: ConversationView;
  active: boolean;
  onSelect: (conversationId: string) => void;
}

/** One row: picture, name, last-message preview (50 characters), age and unread count. */
export function ConversationItem({ conversation, active, onSelect }: ConversationItemProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const now = useNow(30_000);
  const group = isGroupLike(conversation);
  const title = useConversationTitle(conversation);
  const last = conversation.lastMessage;
  let preview = t('chat.noMessagesYet');
  if (last) {
    const text = lastMessagePreview(last);
    if (last.sender._id === user?._id) preview = t('chat.previewOwn', { text });
    else if (group) preview = t('chat.previewSender', { name: displayName(last.sender, t('chat.deletedUser')), text });
    else preview = text;
  }
  const unread = conversation.unreadCount;
  // Muted (as in Slack): the count stays, in grey, but the row is not highlighted, unless I am mentioned.
  const highlighted = unread > 0 && (!conversation.muted || conversation.unreadMentions > 0);
  const time = last?.createdAt ?? conversation.lastActivity;

  return (
    <li>
      <button
        type="button"
        className={styles.item}
        aria-current={active ? 'true' : undefined}
        data-unread={highlighted ? 'true' : 'false'}
        onClick={() => onSelect(conversation._id)}
        data-arrow-nav=""
        data-testid="conversation-item"
        data-conversation-id={conversation._id}
      >
        <ConversationAvatar conversation={conversation} size={48} />
        <span className={styles.itemBody}>
          <span className={styles.itemTop}>
            <span className={styles.itemName}>{title}</span>
            {conversation.muted && <BellOff size={14} className={styles.muted} aria-label={t('chat.mutedLabel')} />}
            <time className={styles.itemTime} dateTime={time} data-testid="conversation-time">
              {formatChatAge(time, now, i18n.language)}
            </time>
          </span>
          <span className={styles.itemBottom}>
            <span className={styles.preview} data-testid="conversation-preview">
              {preview}
            </span>
            {conversation.unreadMentions > 0 && (
              <span
                className={styles.mentionBadge}
                aria-label={t('chat.mentionsLabel', { count: conversation.unreadMentions })}
                title={t('chat.mentionsLabel', { count: conversation.unreadMentions })}
                data-testid="conversation-mentions"
              >
                @
              </span>
            )}
            {unread > 0 && (
              <span
                className={styles.unread}
                data-muted={conversation.muted ? 'true' : 'false'}
                aria-label={t('chat.unreadLabel', { count: unread })}
                data-testid="conversation-unread"
              >
                {formatBadgeCount(unread)}
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}
