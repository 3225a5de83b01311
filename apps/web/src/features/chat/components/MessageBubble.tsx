import type { MessageView } from '@teamhub/contracts';
import { CornerUpLeft, MoreHorizontal } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { replyReference } from '../utils/chat-text';
import { displayName } from '../utils/display-name';
import { formatMessageClock } from '../utils/chat-time';
import type { MenuAnchor } from './MessageContextMenu';
import { MessageContent } from './MessageContent';
import { MessageEditor } from './MessageEditor';
import { StoryQuote } from './StoryQuote';
import styles from './Message.module.css';

interface MessageBubbleProps {
  message: MessageView;
  own: boolean;
  /** First of a run in a group: the sender's name above. */
  showSender: boolean;
  /** Last of a run: the sender's picture beside it. */
  showAvatar: boolean;
  showTime: boolean;
  editing: boolean;
  menuOpen: boolean;
  onOpenMenu: (message: MessageView, anchor: MenuAnchor) => void;
  onSaveEdit: (message: MessageView, content: string) => Promise<void>;
  onCancelEdit: () => void;
  /** The message a link landed on: marked, and focusable so the focus can be put on it. */
  landed: boolean;
  onLandedLeave: () => void;
}

/** One message: own ones on the right; the quoted story or original for replies; '(edited)'; a menu. */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  showSender,
  showAvatar,
  showTime,
  editing,
  menuOpen,
  onOpenMenu,
  onSaveEdit,
  onCancelEdit,
  landed,
  onLandedLeave,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const senderName = displayName(message.sender, t('chat.deletedUser'));
  const fullDate = new Date(message.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'full',
    timeStyle: 'short',
  });

  return (
    <div
      className={styles.row}
      data-own={own ? 'true' : 'false'}
      data-run-end={showAvatar ? 'true' : 'false'}
      data-menu-open={menuOpen ? 'true' : 'false'}
      data-testid="message-bubble"
      data-message-id={message._id}
      data-landed={landed ? 'true' : undefined}
      // Focused on landing, so a screen reader reads it; named as the message that was asked for.
      tabIndex={landed ? -1 : undefined}
      role={landed ? 'group' : undefined}
      aria-label={landed ? t('chat.landedMessage', { name: senderName }) : undefined}
      onBlur={
        landed
          ? (event) => {
              // Still inside (its menu button), or the window lost focus (the row stays the active element): kept.
              const row = event.currentTarget;
              if (row.contains(event.relatedTarget) || row.contains(document.activeElement)) return;
              onLandedLeave();
            }
          : undefined
      }
      onContextMenu={(event) => {
        if (editing) return;
        event.preventDefault();
        onOpenMenu(message, { x: event.clientX, y: event.clientY });
      }}
    >
      {!own && (
        <span className={styles.avatarSlot}>
          {showAvatar && <Avatar username={senderName} avatar={message.sender.avatar} size={28} />}
        </span>
      )}
      <div className={styles.stack}>
        {showSender && !own && <span className={styles.sender}>{senderName}</span>}
        {message.story && <StoryQuote story={message.story} own={own} />}
        {message.replyTo && (
          <div className={styles.quote} data-testid="message-reply-quote">
            <CornerUpLeft size={13} aria-hidden="true" />
            <span className={styles.quoteText}>
              <strong>
                {t('chat.repliedTo', { name: displayName(message.replyTo.sender, t('chat.deletedUser')) })}
              </strong>
              <span>{replyReference(message.replyTo.content)}</span>
            </span>
          </div>
        )}
        <div className={styles.line}>
          {editing ? (
            <MessageEditor
              initial={message.content}
              onSave={(content) => onSaveEdit(message, content)}
              onCancel={onCancelEdit}
            />
          ) : (
            <div className={styles.bubble} data-type={message.messageType} title={fullDate}>
              <MessageContent message={message} />
            </div>
          )}
          {!editing && (
            <button
              type="button"
              className={styles.menuButton}
              aria-label={t('chat.messageOptions')}
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              onClick={(event) => {
                const rect = event.currentTarget.getBoundingClientRect();
                onOpenMenu(message, { x: own ? rect.left : rect.right, y: rect.bottom, alignEnd: own });
              }}
              data-testid="message-menu-button"
            >
              <MoreHorizontal size={18} />
            </button>
          )}
        </div>
        {(showTime || message.isEdited) && !editing && (
          <span className={styles.meta}>
            {showTime && (
              <time dateTime={message.createdAt}>{formatMessageClock(message.createdAt, i18n.language)}</time>
            )}
            {message.isEdited && <span data-testid="message-edited">{t('chat.edited')}</span>}
          </span>
        )}
      </div>
    </div>
  );
});
