import { calendarQuerySchema, type MyTaskView, type TaskView } from '@teamhub/contracts';
import { parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { membershipOr404 } from './projects.policy.js';
import { presentMyTask, presentTask } from './projects.presenter.js';

type Deps = ProjectsServiceDeps;

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
  const { from, to } = parseOrThrow(calendarQuerySchema, query);
  return (await deps.tasks.dueBetween(projectId, from, to)).map((record) => presentTask(record));
}

/** The calendar across every project the caller is in: each task with its project's id, name and category. */
export async function myCalendar(deps: Deps, userId: string, query: unknown): Promise<MyTaskView[]> {
  const { from, to } = parseOrThrow(calendarQuerySchema, query);
  return (await deps.tasks.dueBetweenForMember(userId, from, to)).map(presentMyTask);
}
