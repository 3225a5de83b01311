import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayLong } from '../../utils/calendar-format';
import { CalendarChip, type CalendarTask } from './CalendarChip';
import styles from './Calendar.module.css';

interface CalendarDayAgendaProps {
  day: string;
  tasks: CalendarTask[];
  today: string;
  onOpen: (task: CalendarTask) => void;
  claimFocus: (taskId: string) => boolean;
}

/**
 * The chosen day's tasks, each with its status (and project, across projects), below the grid: where
 * "+N more" leads, and on a phone what a tap on a day shows (as Google Calendar's month view does).
 */
export const CalendarDayAgenda = forwardRef<HTMLHeadingElement, CalendarDayAgendaProps>(function CalendarDayAgenda(
  { day, tasks, today, onOpen, claimFocus },
  headingRef,
) {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.agenda} aria-labelledby={`calendar-agenda-${day}`} data-testid="calendar-agenda">
      <h4 id={`calendar-agenda-${day}`} ref={headingRef} className={styles.agendaTitle} tabIndex={-1}>
        {formatDayLong(day, i18n.language)}
        {day === today && <span className={styles.todayBadge}>{t('projects.calendar.today')}</span>}
      </h4>
      {tasks.length === 0 ? (
        <p className={styles.agendaEmpty}>{t('projects.calendar.dayEmpty')}</p>
      ) : (
        <ul className={styles.agendaList}>
          {tasks.map((task) => (
            <li key={task.id}>
              <CalendarChip task={task} today={today} placement="agenda" onOpen={onOpen} claimFocus={claimFocus} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
