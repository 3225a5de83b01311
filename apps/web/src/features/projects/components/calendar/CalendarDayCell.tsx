import { useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayLong } from '../../utils/calendar-format';
import { dayDropId } from '../../utils/calendar-dnd';
import { CalendarChip, type CalendarTask } from './CalendarChip';
import styles from './Calendar.module.css';

interface CalendarDayCellProps {
  day: string;
  tasks: CalendarTask[];
  today: string;
  /** Chips shown before "+N more" (all of them in the week view). */
  fits: number;
  /** A leading or trailing day of another month. */
  outside: boolean;
  selected: boolean;
  /** The dragged chip is over this day, and whether it may be dropped here. */
  dropState: 'allowed' | 'refused' | null;
  /** Chooses the day whose tasks are listed below the grid; "+N more" also takes the focus there. */
  onSelect: (day: string, focusList: boolean) => void;
  onOpen: (task: CalendarTask) => void;
  claimFocus: (taskId: string) => boolean;
}

/**
 * One day: its number (a button that lists the day's tasks below the grid), its chips, "+N more". On a
 * phone the chips give way to dots and the number's button fills the day (Calendar.module.css).
 */
export const CalendarDayCell = memo(function CalendarDayCell({
  day,
  tasks,
  today,
  fits,
  outside,
  selected,
  dropState,
  onSelect,
  onOpen,
  claimFocus,
}: CalendarDayCellProps) {
  const { t, i18n } = useTranslation();
  const { setNodeRef } = useDroppable({ id: dayDropId(day) });
  const isToday = day === today;
  const label = [
    formatDayLong(day, i18n.language),
    isToday ? t('projects.calendar.todayMark') : null,
    t('projects.calendar.dayTasks', { count: tasks.length }),
  ]
    .filter(Boolean)
    .join(', ');
  const shown = tasks.length > fits ? tasks.slice(0, Math.max(fits - 1, 0)) : tasks;
  const hidden = tasks.length - shown.length;
  return (
    <li
      ref={setNodeRef}
      className={styles.day}
      data-testid="calendar-day"
      data-day={day}
      data-today={isToday || undefined}
      data-outside={outside || undefined}
      data-past={day < today || undefined}
      data-selected={selected || undefined}
      data-drop={dropState ?? undefined}
    >
      <button
        type="button"
        className={styles.dayButton}
        aria-label={label}
        aria-pressed={selected}
        aria-current={isToday ? 'date' : undefined}
        onClick={() => onSelect(day, false)}
      >
        <span className={styles.dayNumber}>{Number(day.slice(8, 10))}</span>
        {tasks.length > 0 && (
          <span className={styles.dots} aria-hidden="true">
            {tasks.slice(0, 3).map((task) => (
              <span key={task.id} className={`${styles.dot} ${styles[`chip_${task.priority}`]}`} />
            ))}
            {tasks.length > 3 && <span className={styles.dotCount}>+{tasks.length - 3}</span>}
          </span>
        )}
      </button>
      {shown.length > 0 && (
        <ul className={styles.chips}>
          {shown.map((task) => (
            <li key={task.id}>
              <CalendarChip task={task} today={today} placement="cell" onOpen={onOpen} claimFocus={claimFocus} />
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          className={styles.more}
          aria-label={t('projects.calendar.moreLabel', { count: hidden, day: formatDayLong(day, i18n.language) })}
          onClick={() => onSelect(day, true)}
          data-testid="calendar-more"
        >
          {t('projects.calendar.more', { count: hidden })}
        </button>
      )}
    </li>
  );
});
