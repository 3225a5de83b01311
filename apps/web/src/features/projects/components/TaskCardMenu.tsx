import { TASK_STATUSES, type TaskStatus, type TaskView } from '@teamhub/contracts';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { MoreHorizontal } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './TaskCardMenu.module.css';

interface TaskCardMenuProps {
  task: TaskView;
  onOpen: (taskId: string) => void;
  onMoveTo: (taskId: string, status: TaskStatus) => void;
}

/**
 * The layout's bottom bar on narrow screens: the menu keeps clear of it (--bottom-bar-height). Read as
 * the menu is placed, not at every card's render.
 */
function viewportPadding() {
  const narrow = window.matchMedia?.('(max-width: 767px)').matches ?? false;
  const bar = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--bottom-bar-height')) || 0;
  return { top: 8, right: 8, left: 8, bottom: 8 + (narrow ? bar : 0) };
}

/**
 * A card's "⋯" menu: edit, and "Move to…" each other column. The path that always works: no drag,
 * no scrolling the board sideways on a phone. Arrow keys move between entries; Escape closes and
 * focus goes back to the button.
 */
export function TaskCardMenu({ task, onOpen, onMoveTo }: TaskCardMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const items = useRef<Array<HTMLElement | null>>([]);
  const {
    refs: { setReference, setFloating },
    elements,
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    // Fixed, in place after its button: the board's sideways scroller does not clip it, and Tab goes
    // on to the next card (a portal would need focus guards, which axe reports as hidden focusables).
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip(() => ({ padding: viewportPadding() })),
      shift(() => ({ padding: viewportPadding() })),
    ],
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef: items, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  const targets = TASK_STATUSES.filter((status) => status !== task.status);
  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };
  // The entries, in order, for the arrow keys: read from the open menu after it renders.
  const menu = elements.floating;
  useLayoutEffect(() => {
    items.current = menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
  }, [menu, task.status]);
  const itemProps = (index: number, action: () => void) =>
    getItemProps({
      role: 'menuitem',
      tabIndex: activeIndex === index ? 0 : -1,
      className: styles.item,
      onClick: () => choose(action),
    });

  return (
    <>
      <button
        ref={setReference}
        type="button"
        className={styles.trigger}
        aria-label={t('projects.cardMenu.label', { title: task.title })}
        data-open={open || undefined}
        data-testid="task-card-menu"
        {...getReferenceProps()}
      >
        <MoreHorizontal size={16} aria-hidden="true" />
      </button>
      {open && (
        <FloatingFocusManager context={context} modal={false} initialFocus={0} guards={false}>
          <div
            ref={setFloating}
            style={floatingStyles}
            className={styles.menu}
            aria-label={t('projects.cardMenu.label', { title: task.title })}
            {...getFloatingProps()}
          >
            <button type="button" {...itemProps(0, () => onOpen(task.id))}>
              {t('projects.cardMenu.edit')}
            </button>
            <div role="group" aria-labelledby={`move-to-${task.id}`}>
              <span id={`move-to-${task.id}`} className={styles.groupLabel}>
                {t('projects.cardMenu.moveTo')}
              </span>
              {targets.map((status, index) => (
                <button key={status} type="button" {...itemProps(index + 1, () => onMoveTo(task.id, status))}>
                  {t(`projects.columns.${status}`)}
                </button>
              ))}
            </div>
          </div>
        </FloatingFocusManager>
      )}
    </>
  );
}
