import type { ProjectMemberView } from '@teamhub/contracts';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/Spinner';
import { errorText } from '../../../../lib/error-text';
import { useTaskFilter } from '../../hooks/useTaskFilter';
import { dueWithin, periodRange } from '../../utils/calendar-view';
import { BoardFilters } from '../BoardFilters';
import type { CalendarTask } from './CalendarChip';
import { CalendarView } from './CalendarView';
import pageStyles from '../../ProjectsPage.module.css';

type FilteredCalendarProps = Omit<ComponentProps<typeof CalendarView>, 'tasks' | 'hiddenByFilters'> & {
  /** Undefined while they load: the filter bar is shown already (counting), the calendar once they are here. */
  tasks: CalendarTask[] | undefined;
  /** A project's members to filter by; none across projects, where only "me" and "unassigned" are offered. */
  members?: readonly ProjectMemberView[];
  /** Why the tasks could not be read, said under the bar with `onRetry`; with no tasks at all, the bar counts nothing. */
  error: Error | null;
  onRetry: () => void;
};

const NO_TASKS: CalendarTask[] = [];

/**
 * A calendar under the board's filter bar, with the board's filters (the same address parameters, so
 * Board ↔ Calendar keeps them). "n of m" counts the tasks due on the days shown; the others are left off.
 */
export function FilteredCalendar({ members, tasks, error, onRetry, ...calendar }: FilteredCalendarProps) {
  const { t } = useTranslation();
  const { filters, setFilters, filter, me } = useTaskFilter({ selfOrNobody: members === undefined });
  const { from, to } = periodRange(calendar.period);
  const due = useMemo(() => dueWithin(tasks ?? NO_TASKS, { from, to }), [tasks, from, to]);
  const shown = useMemo(() => (filter ? due.filter(filter) : due), [due, filter]);
  const hiddenByFilters = useMemo(() => (filter ? (task: CalendarTask) => !filter(task) : undefined), [filter]);
  return (
    <>
      <BoardFilters
        filters={filters}
        onChange={setFilters}
        tasks={tasks ?? NO_TASKS}
        members={members ?? []}
        me={me}
        shown={shown.length}
        total={due.length}
        counting="calendar"
        tasksState={tasks ? 'ready' : error ? 'failed' : 'loading'}
      />
      {!tasks && !error && (
        <div className={pageStyles.centered}>
          <Spinner label={t('projects.calendar.loading')} />
        </div>
      )}
      {error && (
        <div className={pageStyles.banner} role="alert">
          <span>{errorText(error, t('projects.calendar.loadFailed'))}</span>
          <button type="button" className={pageStyles.linkButton} onClick={onRetry}>
            {t('projects.retry')}
          </button>
        </div>
      )}
      {tasks && <CalendarView tasks={shown} hiddenByFilters={hiddenByFilters} {...calendar} />}
    </>
  );
}
