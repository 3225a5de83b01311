import type { TaskStatus, TaskView } from '@teamhub/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useNearViewport, type NearViewportWatcher } from '../hooks/useNearViewport';
import styles from './TaskCard.module.css';
import { TaskCardMenu } from './TaskCardMenu';
import menuStyles from './TaskCardMenu.module.css';
import { TaskCardView } from './TaskCardView';

interface SortableTaskCardProps {
  task: TaskView;
  today: string;
  onOpen: (taskId: string) => void;
  onEdit: (taskId: string) => void;
  onMoveTo: (taskId: string, status: TaskStatus) => void;
  /** True once for a card just moved through its menu: the new element takes the focus (the old one is gone). */
  claimFocus: (taskId: string) => boolean;
  /** In a long column: a card far off screen is no drop target, so a pick-up measures only the cards near it. */
  nearWatcher: NearViewportWatcher | null;
}

/**
 * A card as the drag handle. A click (a pointer that moved under 5 px) or Enter opens it; Space picks
 * it up (the keyboard sensor), arrows move it, Space drops it, Escape cancels.
 */
export const SortableTaskCard = memo(function SortableTaskCard({
  task,
  today,
  onOpen,
  onEdit,
  onMoveTo,
  claimFocus,
  nearWatcher,
}: SortableTaskCardProps) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [handle, setHandle] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(nearWatcher, node);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isSorting } =
    useSortable({
      id: task.id,
      data: { status: task.status },
      disabled: { draggable: false, droppable: !near },
      // Nor is its size watched during a drag: a pick-up would start one ResizeObserver per card.
      resizeObserverConfig: { disabled: !near },
    });
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setNodeRef(element);
      setNode(element);
    },
    [setNodeRef],
  );
  const handleRef = useCallback(
    (element: HTMLDivElement | null) => {
      setActivatorNodeRef(element);
      setHandle(element);
    },
    [setActivatorNodeRef],
  );
  useEffect(() => {
    if (handle && claimFocus(task.id)) handle.focus();
  }, [handle, claimFocus, task.id]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isSorting) {
      event.preventDefault();
      onOpen(task.id);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  // The menu button is the card's sibling: a button inside the card (itself a button) would hide from
  // assistive technology, and its presses would start drags.
  return (
    <div
      ref={ref}
      className={`${menuStyles.shell} ${isDragging ? styles.placeholder : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div
        ref={handleRef}
        className={`${styles.card} ${styles[`edge_${task.priority}`]}`}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        onClick={() => onOpen(task.id)}
        data-testid="task-card"
        data-task-id={task.id}
        data-status={task.status}
      >
        <TaskCardView task={task} today={today} />
      </div>
      <TaskCardMenu task={task} onOpen={onEdit} onMoveTo={onMoveTo} />
    </div>
  );
});
