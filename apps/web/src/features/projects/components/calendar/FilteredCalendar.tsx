import type { ProjectMemberView } from '@teamhub/contracts';
import { useMemo, type ComponentProps } from 'react';
import { useTaskFilter } from '../../hooks/useTaskFilter';
import { dueWithin, periodRange } from '../../utils/calendar-view';
import { BoardFilters } from '../BoardFilters';
import { CalendarView } from './CalendarView';

type FilteredCalendarProps = ComponentProps<typeof CalendarView> & {
  /** A project's members to filter by; none across projects, where only "me" and "unassigned" are offered. */
  members?: readonly ProjectMemberView[];
};

/**
 * A calendar under the board's filter bar, with the board's filters (the same address parameters, so
 * Board ↔ Calendar keeps them). "n of m" counts the tasks due on the days shown; the others are left off.
 */
export function FilteredCalendar({ members, tasks, ...calendar }: FilteredCalendarProps) {
  const { filters, setFilters, filter, me } = useTaskFilter({ selfOrNobody: members === undefined });
  const { from, to } = periodRange(calendar.period);
  const due = useMemo(() => dueWithin(tasks, { from, to }), [tasks, from, to]);
  const shown = useMemo(() => (filter ? due.filter(filter) : due), [due, filter]);
  return (
    <>
      <BoardFilters
        filters={filters}
        onChange={setFilters}
        tasks={tasks}
        members={members ?? []}
        me={me}
        shown={shown.length}
        total={due.length}
        counting="calendar"
      />
      <CalendarView tasks={shown} {...calendar} />
    </>
  );
}
