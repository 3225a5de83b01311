import type { ProjectMemberView } from '@teamhub/contracts';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useTaskFilter } from '../../hooks/useTaskFilter';
import { dueWithin, periodRange } from '../../utils/calendar-view';
import { BoardFilters } from '../BoardFilters';
import type { CalendarTask } from './CalendarChip';
import { CalendarView } from './CalendarView';

type FilteredCalendarProps = Omit<ComponentProps<typeof CalendarView>, 'tasks' | 'hiddenByFilters'> & {
  /** Undefined while they load: the filter bar is shown already (counting), the calendar once they are here. */
  tasks: CalendarTask[] | undefined;
  /** A project's members to filter by; none across projects, where only "me" and "unassigned" are offered. */
  members?: readonly ProjectMemberView[];
  /** Between the bar and the calendar: the loading or failure state of the tasks. */
  children?: ReactNode;
};

const NO_TASKS: CalendarTask[] = [];

/**
 * A calendar under the board's filter bar, with the board's filters (the same address parameters, so
 * Board ↔ Calendar keeps them). "n of m" counts the tasks due on the days shown; the others are left off.
 */
export function FilteredCalendar({ members, tasks, children, ...calendar }: FilteredCalendarProps) {
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
        loading={tasks === undefined}
      />
      {children}
      {tasks && <CalendarView tasks={shown} hiddenByFilters={hiddenByFilters} {...calendar} />}
    </>
  );
}
