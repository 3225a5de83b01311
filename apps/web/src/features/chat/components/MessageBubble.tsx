import type { MessageView } from '@teamhub/contracts';
import { CornerUpLeft, MoreHorizontal, Pin } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { replyReference } from '../utils/chat-text';
import { displayName } from '../utils/display-name';
import { formatMessageClock } from '../utils/chat-time';
import type { MenuAnchor } from './MessageContextMenu';
import { MessageContent } from './MessageContent';
import { MessageEditor } from './MessageEditor';
import { ReactionChips } from './ReactionChips';
import { StoryQuote } from './StoryQuote';
import { ThreadSummary } from './ThreadSummary';
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
  /** Pinned in the conversation: a small mark beside its time. */
  pinned: boolean;
  /** A click on a reaction chip: adds or removes mine. */
  onToggleReaction: (message: MessageView, emoji: string) => void;
  /** Opens the message's thread from its "N replies" line (absent inside a thread). */
  onOpenThread?: (message: MessageView) => void;
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
  pinned,
  onToggleReaction,
  onOpenThread,
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
            <div
              className={styles.bubble}
              data-type={message.messageType}
              data-deleted={message.deleted ? 'true' : undefined}
              title={fullDate}
            >
              {message.deleted ? <em>{t('chat.thread.deleted')}</em> : <MessageContent message={message} />}
            </div>
          )}
          {!editing && !message.deleted && (
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
        {!editing && message.reactions.length > 0 && (
          <ReactionChips message={message} own={own} onToggle={onToggleReaction} />
        )}
        {onOpenThread && (message.threadReplyCount ?? 0) > 0 && (
          <ThreadSummary message={message} own={own} onOpen={onOpenThread} />
        )}
        {(showTime || message.isEdited || pinned) && !editing && (
          <span className={styles.meta}>
            {pinned && (
              <span className={styles.pinMark} data-testid="message-pinned-mark">
                <Pin size={12} aria-hidden="true" />
                {t('chat.pinnedMark')}
              </span>
            )}
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
