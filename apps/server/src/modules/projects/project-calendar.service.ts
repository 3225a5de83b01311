import {
  calendarQuerySchema,
  dayIn,
  earliestTodayAnywhere,
  filtersOfQuery,
  isKnownTimeZone,
  taskFilter,
  type MyTaskView,
  type TaskView,
} from '@teamhub/contracts';
import { parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { membershipOr404 } from './projects.policy.js';
import { presentMyTask, presentTask } from './projects.presenter.js';

type Deps = ProjectsServiceDeps;

/**
 * The query's range and a predicate for its filters (the board's rule, contracts' taskFilter). "Overdue"
 * and "this week" count from the caller's today in their time zone, else the earliest today anywhere
 * (as a repeating task's next date does).
 */
async function readQuery(deps: Deps, userId: string, query: unknown) {
  const parsed = parseOrThrow(calendarQuerySchema, query);
  const filters = filtersOfQuery(parsed);
  let today = earliestTodayAnywhere();
  if (filters.due.length > 0) {
    const zone = await deps.tasks.timeZoneOf(userId);
    if (zone && isKnownTimeZone(zone)) today = dayIn(zone);
  }
  return { from: parsed.from, to: parsed.to, keep: taskFilter(filters, { me: userId, today }) };
}

/**
 * A project's calendar: its tasks due in the query's range, by day, then as on the board. Membership
 * is checked before the query is read, so an outsider learns nothing from a 400.
 */
export async function projectCalendar(
  deps: Deps,
  userId: string,
  rawProjectId: string,
  query: unknown,
): Promise<TaskView[]> {
  const { projectId } = await membershipOr404(deps.projects, rawProjectId, userId);
  const { from, to, keep } = await readQuery(deps, userId, query);
  return (await deps.tasks.dueBetween(projectId, from, to)).map((record) => presentTask(record)).filter(keep);
}

/** The calendar across every project the caller is in: each task with its project's id, name and category. */
export async function myCalendar(deps: Deps, userId: string, query: unknown): Promise<MyTaskView[]> {
  const { from, to, keep } = await readQuery(deps, userId, query);
  return (await deps.tasks.dueBetweenForMember(userId, from, to)).map(presentMyTask).filter(keep);
}
