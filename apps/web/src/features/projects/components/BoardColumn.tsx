import type { TaskStatus, TaskView } from '@teamhub/contracts';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearViewportWatcher } from '../hooks/useNearViewport';
import { columnDropId } from '../utils/board-dnd';
import styles from './Board.module.css';
import { SortableTaskCard } from './SortableTaskCard';

/** Above this many cards a column's far-off cards stop being drop targets (see SortableTaskCard). */
const LONG_COLUMN = 40;

interface BoardColumnProps {
  status: TaskStatus;
  /** The cards shown (under the board's filters). */
  tasks: TaskView[];
  /** All the column's cards: its count and WIP limit are about the real work, filtered or not. */
  total: number;
  filtered: boolean;
  wipLimit: number | null;
  today: string;
  highlighted: boolean;
  nearWatcher: NearViewportWatcher;
  onAddTask: (status: TaskStatus) => void;
  onOpenTask: (taskId: string) => void;
  onEditTask: (taskId: string) => void;
  onMoveTo: (taskId: string, status: TaskStatus) => void;
  claimFocus: (taskId: string) => boolean;
}

/** One column: heading with its count (and soft WIP limit), its cards in order, and "Add task". */
export const BoardColumn = memo(function BoardColumn({
  status,
  tasks,
  total,
  filtered,
  wipLimit,
  today,
  highlighted,
  nearWatcher,
  onAddTask,
  onOpenTask,
  onEditTask,
  onMoveTo,
  claimFocus,
}: BoardColumnProps) {
  const { t } = useTranslation();
  const { setNodeRef } = useDroppable({ id: columnDropId(status), data: { status } });
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const headingId = `board-column-heading-${status}`;
  const columnName = t(`projects.columns.${status}`);
  const overLimit = wipLimit !== null && total > wipLimit;
  // dnd-kit measures every drop target when a card is picked up; a long column offers only its cards near the screen.
  const cardWatcher = tasks.length > LONG_COLUMN ? nearWatcher : null;
  return (
    <section
      className={`${styles.column} ${highlighted ? styles.columnOver : ''} ${overLimit ? styles.columnOverLimit : ''}`}
      aria-labelledby={headingId}
      data-testid={`board-column-${status}`}
      data-status={status}
    >
      <header className={styles.columnHeader}>
        <h3 id={headingId} className={styles.columnTitle}>
          <span className={`${styles.statusDot} ${styles[`status_${status}`]}`} aria-hidden="true" />
          {columnName}
          <span className={`${styles.count} ${overLimit ? styles.countOver : ''}`}>
            <span data-testid="column-count">{total}</span>
            {wipLimit !== null && <span title={t('projects.wipLimit', { limit: wipLimit })}>/{wipLimit}</span>}
          </span>
          {filtered && tasks.length < total && (
            <span className={styles.shownCount} data-testid="column-shown">
              <span aria-hidden="true">{t('projects.filters.columnShown', { count: tasks.length })}</span>
              <span className="visually-hidden">
                {t('projects.filters.columnShownLabel', { shown: tasks.length, total })}
              </span>
            </span>
          )}
        </h3>
      </header>
      <button
        type="button"
        className={styles.addTask}
        onClick={() => onAddTask(status)}
        aria-label={t('projects.addTaskTo', { column: columnName })}
      >
        <Plus size={16} aria-hidden="true" />
        {t('projects.addTask')}
      </button>
      {overLimit && (
        <p className={styles.wipWarning} data-testid="wip-warning">
          {t('projects.wipExceeded', { count: total, limit: wipLimit })}
        </p>
      )}
      <SortableContext id={status} items={ids} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} className={styles.cards}>
          {tasks.map((task) => (
            <SortableTaskCard
              key={task.id}
              task={task}
              today={today}
              onOpen={onOpenTask}
              onEdit={onEditTask}
              onMoveTo={onMoveTo}
              claimFocus={claimFocus}
              nearWatcher={cardWatcher}
            />
          ))}
          {tasks.length === 0 && (
            <p className={styles.emptyColumn} data-testid="column-empty">
              {filtered && total > 0 ? t('projects.filters.emptyColumn') : t('projects.emptyColumn')}
            </p>
          )}
        </div>
      </SortableContext>
    </section>
  );
});
