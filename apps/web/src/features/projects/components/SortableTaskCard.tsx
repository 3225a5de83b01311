import type { TaskView } from '@teamhub/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type KeyboardEvent } from 'react';
import styles from './TaskCard.module.css';
import { TaskCardView } from './TaskCardView';

interface SortableTaskCardProps {
  task: TaskView;
  today: string;
  onOpen: (taskId: string) => void;
}

/**
 * A card as the drag handle. A click (a pointer that moved under 5 px) or Enter opens it; Space picks
 * it up (the keyboard sensor), arrows move it, Space drops it, Escape cancels.
 */
export const SortableTaskCard = memo(function SortableTaskCard({ task, today, onOpen }: SortableTaskCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, isSorting } = useSortable({
    id: task.id,
    data: { status: task.status },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isSorting) {
      event.preventDefault();
      onOpen(task.id);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={setNodeRef}
      className={`${styles.card} ${styles[`edge_${task.priority}`]} ${isDragging ? styles.placeholder : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
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
  );
});
