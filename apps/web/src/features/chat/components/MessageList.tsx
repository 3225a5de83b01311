import type { ConversationView, MessageView } from '@teamhub/contracts';
import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useSession } from '../../../lib/session/useSession';
import type { Landed } from '../hooks/useMessageLanding';
import { useMessageScroll } from '../hooks/useMessageScroll';
import type { PendingMessage } from '../hooks/usePendingSends';
import { useCanPin, usePinActions, usePins } from '../hooks/usePins';
import { useReadReceipts } from '../hooks/useReadReceipts';
import { useReactionActions } from '../hooks/useReactions';
import { useNow } from '../../../lib/useNow';
import { conversationTitle, isGroupLike } from '../utils/conversation-display';
import { groupMessagesByDay } from '../utils/day-groups';
import { ConversationAvatar } from './ConversationAvatar';
import { DaySeparator } from './DaySeparator';
import { MessageBubble } from './MessageBubble';
import { MessageContextMenu, type MenuAnchor } from './MessageContextMenu';
import { PendingBubble } from './PendingBubble';
import { GroupReadReceipts, SeenMark } from './ReadReceipts';
import styles from './Message.module.css';

// The emoji picker (frimousse) loads only when "more reactions" is asked for.
const EmojiPickerDialog = lazy(() => import('./EmojiPickerDialog'));

// The projects dialog loads only when asked for: the chat chunk stays small.
const CreateTaskFromMessage = lazy(() =>
  import('../../projects').then((module) => ({
    default: module.CreateTaskFromMessage,
  })),
);

const NO_MESSAGES: MessageView[] = [];

interface MessageListProps {
  conversation: ConversationView;
  messages: MessageView[];
  pending: PendingMessage[];
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  editingId: string | null;
  onReply: (message: MessageView) => void;
  onEdit: (message: MessageView) => void;
  onDelete: (message: MessageView) => void;
  onSaveEdit: (message: MessageView, content: string) => Promise<void>;
  onCancelEdit: () => void;
  /** A link is loading older history to find its message. */
  seeking: boolean;
  /** A note over the top of the list, taking no room from it (so the view stays where it was). */
  notice?: ReactNode;
  /** The message a link landed on: scrolled to the middle, marked and focused (once per landing). */
  landed: Landed | null;
  /** Focus has left the landed message: its mark goes. */
  onLandedLeave: () => void;
  /** The conversation's own list: opens a message's thread (menu and "N replies"). Absent in a thread. */
  onOpenThread?: (message: MessageView) => void;
  /** A thread's list: no read receipts (they follow the conversation's own messages) and its own empty state. */
  inThread?: boolean;
}

/** The history, newest at the bottom, in days; older pages load when scrolled near the top. */
export function MessageList({
  conversation,
  messages,
  pending,
  status,
  onRetry,
  hasOlder,
  loadingOlder,
  loadOlder,
  editingId,
  onReply,
  onEdit,
  onDelete,
  onSaveEdit,
  onCancelEdit,
  seeking,
  notice,
  landed,
  onLandedLeave,
  onOpenThread,
  inThread = false,
}: MessageListProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const now = new Date(useNow(60_000));
  const groups = useMemo(() => groupMessagesByDay(messages), [messages]);
  const [menu, setMenu] = useState<{ message: MessageView; anchor: MenuAnchor } | null>(null);
  const [taskFrom, setTaskFrom] = useState<MessageView | null>(null);
  const [pickerFor, setPickerFor] = useState<MessageView | null>(null);
  const openMenu = useCallback((message: MessageView, anchor: MenuAnchor) => setMenu({ message, anchor }), []);
  const { containerRef, contentRef, onScroll, scrollToCenter } = useMessageScroll({
    messages,
    pendingCount: pending.length,
    currentUserId: user?._id,
    hasOlder,
    loadingOlder,
    loadOlder,
  });
  // After the scroll keeping above (same commit): the landed message goes to the middle and gets the focus.
  const shownLanding = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!landed || shownLanding.current === landed.key) return;
    const row = contentRef.current?.querySelector<HTMLElement>(`[data-message-id="${landed.messageId}"]`);
    if (!row) return;
    shownLanding.current = landed.key;
    scrollToCenter(row);
    row.focus({ preventScroll: true });
  }, [landed, messages, contentRef, scrollToCenter]);
  const { pinnedIds } = usePins(conversation._id);
  const canPin = useCanPin(conversation);
  const pinActions = usePinActions();
  const receipts = useReadReceipts(conversation, inThread ? NO_MESSAGES : messages);
  const reactions = useReactionActions();
  const group = isGroupLike(conversation);
  const title = conversationTitle(conversation, user?._id);

  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.center}>
        <Spinner label={t('chat.loadingMessages')} />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.center} role="alert">
        <p>{t('chat.errors.loadMessages')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('chat.retry')}
        </button>
      </div>
    );
  } else if (messages.length === 0 && pending.length === 0) {
    body = (
      <div className={styles.center} data-testid="chat-empty-thread">
        <ConversationAvatar conversation={conversation} size={72} />
        <h3 className={styles.emptyTitle}>{t('chat.startConversation')}</h3>
        {title && <p>{t('chat.startConversationHint', { name: title })}</p>}
      </div>
    );
  } else {
    body = groups.map((day) => (
      <Fragment key={day.key}>
        <DaySeparator date={day.date} now={now} />
        {day.rows.map((row) => (
          <Fragment key={row.message._id}>
            <MessageBubble
              message={row.message}
              own={row.message.sender._id === user?._id}
              showSender={group && row.startsRun}
              showAvatar={row.endsRun}
              showTime={row.endsRun}
              editing={editingId === row.message._id}
              menuOpen={menu?.message._id === row.message._id}
              onOpenMenu={openMenu}
              onSaveEdit={onSaveEdit}
              onCancelEdit={onCancelEdit}
              landed={landed?.messageId === row.message._id}
              onLandedLeave={onLandedLeave}
              pinned={pinnedIds.has(row.message._id)}
              onToggleReaction={reactions.toggle}
              onOpenThread={onOpenThread}
            />
            {receipts.seenId === row.message._id && <SeenMark />}
            <GroupReadReceipts
              receipt={receipts.group.get(row.message._id)}
              readerOf={receipts.readerOf}
              own={row.message.sender._id === user?._id}
            />
          </Fragment>
        ))}
      </Fragment>
    ));
  }

  return (
    <div
      className={styles.scroller}
      ref={containerRef}
      onScroll={onScroll}
      role="log"
      // A log is a live region by default; new messages are read once, by the app's announcer.
      aria-live="off"
      aria-label={t('chat.messagesLabel')}
      data-testid="message-list"
    >
      {(seeking || notice) && (
        <div className={styles.overlay}>
          {seeking ? (
            <span className={styles.seekingPill} data-testid="chat-seeking">
              <Spinner label={t('chat.findingMessage')} size="small" />
              <span aria-hidden="true">{t('chat.findingMessage')}</span>
            </span>
          ) : (
            notice
          )}
        </div>
      )}
      <div ref={contentRef} className={styles.content}>
        {loadingOlder && (
          <div className={styles.older} role="status">
            <Spinner label={t('chat.loadingOlder')} size="small" />
          </div>
        )}
        {status === 'ready' && messages.length > 0 && !hasOlder && !inThread && (
          <p className={styles.beginning} data-testid="chat-beginning">
            {t('chat.beginning')}
          </p>
        )}
        {body}
        {status === 'ready' &&
          pending.map((item) => <PendingBubble key={item.key} content={item.content} type={item.messageType} />)}
      </div>
      {menu && (
        <MessageContextMenu
          anchor={menu.anchor}
          own={menu.message.sender._id === user?._id}
          onReply={() => onReply(menu.message)}
          onReplyInThread={onOpenThread ? () => onOpenThread(menu.message) : undefined}
          onEdit={menu.message.messageType === 'text' ? () => onEdit(menu.message) : undefined}
          onDelete={() => onDelete(menu.message)}
          onCreateTask={() => setTaskFrom(menu.message)}
          pinned={pinnedIds.has(menu.message._id)}
          onTogglePin={
            canPin
              ? () => void (pinnedIds.has(menu.message._id) ? pinActions.unpin : pinActions.pin)(menu.message)
              : undefined
          }
          onReact={(emoji) => void reactions.add(menu.message, emoji)}
          onMoreReactions={() => setPickerFor(menu.message)}
          onClose={() => setMenu(null)}
        />
      )}
      {pickerFor && (
        <Suspense fallback={null}>
          <EmojiPickerDialog
            onPick={(emoji) => void reactions.add(pickerFor, emoji)}
            onClose={() => setPickerFor(null)}
          />
        </Suspense>
      )}
      {taskFrom && (
        <Suspense fallback={null}>
          <CreateTaskFromMessage message={taskFrom} onClose={() => setTaskFrom(null)} />
        </Suspense>
      )}
    </div>
  );
}
