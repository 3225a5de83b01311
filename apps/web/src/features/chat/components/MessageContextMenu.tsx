import { useMergeRefs } from '@floating-ui/react';
import { ListPlus, MessagesSquare, Pencil, Pin, PinOff, Reply, SmilePlus, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFloatingMenu } from '../../../components/useFloatingMenu';
import styles from './Message.module.css';
import reactionStyles from './Reactions.module.css';
import { QUICK_REACTIONS } from '../utils/quick-reactions';

/** Where the menu opens: the pointer (right-click) or the menu button (`alignEnd` opens leftwards). */
export interface MenuAnchor {
  x: number;
  y: number;
  alignEnd?: boolean;
}

interface MessageContextMenuProps {
  anchor: MenuAnchor;
  own: boolean;
  onReply: () => void;
  /** Opens the message's thread (absent inside a thread: threads do not nest). */
  onReplyInThread?: () => void;
  /** Absent when the message cannot be edited (file and image messages). */
  onEdit?: () => void;
  onDelete: () => void;
  /** Opens the create-task dialog from this message (any member may). */
  onCreateTask?: () => void;
  /** Pin or unpin (the one that applies); absent for those who may not (a plain member of a group). */
  onTogglePin?: () => void;
  pinned: boolean;
  /** Adds one of the quick row's reactions. */
  onReact: (emoji: string) => void;
  /** Opens the full emoji picker. */
  onMoreReactions: () => void;
  onClose: () => void;
}

/**
 * A quick row of reactions (and "more": the picker), reply and create task for every message; pin or
 * unpin for those allowed; edit and delete for one's own. Escape, a click outside or scrolling closes it.
 */
export function MessageContextMenu({
  anchor,
  own,
  onReply,
  onReplyInThread,
  onEdit,
  onDelete,
  onCreateTask,
  onTogglePin,
  pinned,
  onReact,
  onMoreReactions,
  onClose,
}: MessageContextMenuProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // Inside the message list (above the composer) and above the phone's bottom bar, flipped and shifted to fit.
  const { setFloating, setPositionReference, floatingStyles, isPositioned } = useFloatingMenu({
    open: true,
    placement: anchor.alignEnd ? 'bottom-end' : 'bottom-start',
    withinParent: true,
  });
  useLayoutEffect(() => {
    setPositionReference({ getBoundingClientRect: () => new DOMRect(anchor.x, anchor.y, 0, 0) });
  }, [anchor, setPositionReference]);
  const menuRef = useMergeRefs([ref, setFloating]);

  useEffect(() => {
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first action (Reply) takes the focus, as before the quick row was added above it.
    ref.current
      ?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([data-quick])')
      ?.focus({ preventScroll: true });
    const dismiss = () => close.current();
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) dismiss();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Tab') dismiss();
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey);
    document.addEventListener('scroll', dismiss, true);
    window.addEventListener('resize', dismiss);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('scroll', dismiss, true);
      window.removeEventListener('resize', dismiss);
      // The focused item left with the menu: give focus back to where it came from.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost) trigger?.focus({ preventScroll: true });
    };
  }, []);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
    if (!forward && event.key !== 'ArrowUp' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const items = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = (index + (forward ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  const item = (label: string, Icon: typeof Reply, action: () => void, testId: string, danger = false) => (
    <button
      type="button"
      role="menuitem"
      className={danger ? `${styles.menuItem} ${styles.menuDanger}` : styles.menuItem}
      onClick={() => {
        onClose();
        action();
      }}
      data-testid={testId}
    >
      <Icon size={16} aria-hidden="true" />
      {label}
    </button>
  );

  return (
    <div
      ref={menuRef}
      className={styles.menu}
      // Unseen (but focusable) for the moment before its first placement.
      style={{ ...floatingStyles, opacity: isPositioned ? 1 : 0 }}
      role="menu"
      aria-label={t('chat.messageOptions')}
      onKeyDown={moveFocus}
      data-testid="message-context-menu"
    >
      <div className={reactionStyles.quickRow} role="group" aria-label={t('chat.reactions.quick')}>
        {QUICK_REACTIONS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            role="menuitem"
            className={reactionStyles.quick}
            aria-label={t('chat.reactions.reactWith', { emoji })}
            title={t('chat.reactions.reactWith', { emoji })}
            onClick={() => {
              onClose();
              onReact(emoji);
            }}
            data-quick="true"
            data-testid="quick-reaction"
          >
            <span aria-hidden="true">{emoji}</span>
          </button>
        ))}
        <button
          type="button"
          role="menuitem"
          className={reactionStyles.quick}
          aria-label={t('chat.reactions.more')}
          title={t('chat.reactions.more')}
          onClick={() => {
            onClose();
            onMoreReactions();
          }}
          data-quick="true"
          data-testid="more-reactions"
        >
          <SmilePlus size={18} aria-hidden="true" />
        </button>
      </div>
      {item(t('chat.reply'), Reply, onReply, 'message-menu-reply')}
      {onReplyInThread && item(t('chat.thread.replyInThread'), MessagesSquare, onReplyInThread, 'message-menu-thread')}
      {onCreateTask && item(t('projects.chatAction'), ListPlus, onCreateTask, 'message-menu-create-task')}
      {onTogglePin &&
        (pinned
          ? item(t('chat.unpin'), PinOff, onTogglePin, 'message-menu-unpin')
          : item(t('chat.pin'), Pin, onTogglePin, 'message-menu-pin'))}
      {own && onEdit && item(t('chat.edit'), Pencil, onEdit, 'message-menu-edit')}
      {own && item(t('chat.delete'), Trash2, onDelete, 'message-menu-delete', true)}
    </div>
  );
}
