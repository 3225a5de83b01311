import type { MyTaskView, TaskView } from '@teamhub/contracts';
import { useDraggable } from '@dnd-kit/core';
import { AlertTriangle, Check } from 'lucide-react';
import { memo, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChipDragData } from '../../utils/calendar-dnd';
import styles from './Calendar.module.css';

/** A calendar's task: across projects it names its project. */
export type CalendarTask = TaskView & { project?: MyTaskView['project'] };

interface CalendarChipProps {
  task: CalendarTask;
  today: string;
  /** Where it is shown: in a day of the grid, or in the chosen day's list below it (one drag id each). */
  placement: 'cell' | 'agenda';
  onOpen: (task: CalendarTask) => void;
  /** True once for a chip just moved by keyboard: its first shown element takes the focus. */
  claimFocus: (taskId: string) => boolean;
}

/**
 * A task on the calendar, the drag handle itself: a click or Enter opens it; Space picks it up, arrows
 * move it by day or week, Space or Enter drop it, Escape cancels.
 */
export const CalendarChip = memo(function CalendarChip({
  task,
  today,
  placement,
  onOpen,
  claimFocus,
}: CalendarChipProps) {
  const { t } = useTranslation();
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const { attributes, listeners, setNodeRef, isDragging, active } = useDraggable({
    id: `${placement}:${task.id}`,
    data: { task } satisfies ChipDragData,
  });
  useEffect(() => {
    // A chip hidden on a phone (display: none has no offsetParent) leaves the focus to the day's list.
    if (node && node.offsetParent !== null && claimFocus(task.id)) node.focus();
  }, [node, placement, claimFocus, task.id]);
  const done = task.status === 'done';
  const overdue = !done && task.dueDate !== null && task.dueDate < today;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !active) {
      event.preventDefault();
      onOpen(task);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={(element) => {
        setNodeRef(element);
        setNode(element);
      }}
      className={`${styles.chip} ${styles[`chip_${task.priority}`]} ${placement === 'agenda' ? styles.agendaChip : ''}`}
      data-done={done || undefined}
      data-overdue={overdue || undefined}
      data-dragging={isDragging || undefined}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(task)}
      data-testid={placement === 'cell' ? 'calendar-chip' : 'calendar-agenda-chip'}
      data-task-id={task.id}
    >
      {overdue ? (
        <AlertTriangle size={12} className={styles.chipIcon} aria-hidden="true" />
      ) : done ? (
        <Check size={12} className={styles.chipIcon} aria-hidden="true" />
      ) : (
        <span className={styles.chipDot} aria-hidden="true" />
      )}
      <span className={styles.chipTitle}>{task.title}</span>
      {placement === 'agenda' && task.project && <span className={styles.chipProject}>{task.project.name}</span>}
      {placement === 'agenda' && <span className={styles.chipStatus}>{t(`projects.status.${task.status}`)}</span>}
      <span className="visually-hidden">
        {`, ${t('projects.form.priority')}: ${t(`projects.priority.${task.priority}`)}`}
        {placement === 'cell' && task.project ? `, ${task.project.name}` : ''}
        {placement === 'cell' ? `, ${t(`projects.status.${task.status}`)}` : ''}
        {overdue ? `, ${t('projects.calendar.overdue')}` : ''}
      </span>
    </div>
  );
});
