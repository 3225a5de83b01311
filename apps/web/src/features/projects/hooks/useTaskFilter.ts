import { taskFilter, type TaskView } from '@teamhub/contracts';
import { useMemo } from 'react';
import { localToday } from '../../../lib/formatters';
import { useSession } from '../../../lib/session/useSession';
import { activeFilterCount, type AssigneeFilter } from '../utils/board-filters';
import { useBoardFilters } from './useBoardFilters';

/** Across projects there is no member list to pick from: only the viewer or nobody can be asked for. */
const SELF_OR_NOBODY: readonly AssigneeFilter[] = ['me', 'none'];

interface TaskFilterOptions {
  /** The all-projects calendar: a member's id in the address (a hand-edited link) is left out. */
  selfOrNobody?: boolean;
}

/**
 * The board's filters from the address and the predicate they make (null when none is chosen), for
 * the board and both calendars alike: one set of address parameters, so the views keep each other's.
 */
export function useTaskFilter({ selfOrNobody = false }: TaskFilterOptions = {}) {
  const board = useBoardFilters();
  const me = useSession().user?._id;
  const today = localToday();
  const assignee = board.filters.assignee;
  const filters = useMemo(
    () =>
      selfOrNobody && assignee.some((value) => !SELF_OR_NOBODY.includes(value))
        ? { ...board.filters, assignee: assignee.filter((value) => SELF_OR_NOBODY.includes(value)) }
        : board.filters,
    [selfOrNobody, assignee, board.filters],
  );
  const filter = useMemo(
    () => (activeFilterCount(filters) > 0 ? taskFilter(filters, { me, today }) : null),
    [filters, me, today],
  );
  return { filters, setFilters: board.setFilters, filter, me };
}

/** How many of `tasks` `filter` lets through (all of them without one). */
export function shownCount(tasks: readonly TaskView[], filter: ((task: TaskView) => boolean) | null): number {
  return filter ? tasks.filter(filter).length : tasks.length;
}
