import { useMergeRefs } from '@floating-ui/react';
import { ListPlus, Pencil, Reply, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFloatingMenu } from '../../../components/useFloatingMenu';
import styles from './Message.module.css';

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
  /** Absent when the message cannot be edited (file and image messages). */
  onEdit?: () => void;
  onDelete: () => void;
  /** Opens the create-task dialog from this message (any member may). */
  onCreateTask?: () => void;
  onClose: () => void;
}

/** Reply and create task for every message; edit and delete for one's own. Escape, a click outside or scrolling closes it. */
export function MessageContextMenu({
  anchor,
  own,
  onReply,
  onEdit,
  onDelete,
  onCreateTask,
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
    ref.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus({ preventScroll: true });
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
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
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
      {item(t('chat.reply'), Reply, onReply, 'message-menu-reply')}
      {onCreateTask && item(t('projects.chatAction'), ListPlus, onCreateTask, 'message-menu-create-task')}
      {own && onEdit && item(t('chat.edit'), Pencil, onEdit, 'message-menu-edit')}
      {own && item(t('chat.delete'), Trash2, onDelete, 'message-menu-delete', true)}
    </div>
  );
}
