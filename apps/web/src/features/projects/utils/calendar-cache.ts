import { TASK_STATUSES, type MyTaskView, type TaskView } from '@teamhub/contracts';
import { compareTasks } from './board-order';

/** The project a calendar entry names (its chip shows the project's name and category). */
export type CalendarProject = MyTaskView['project'];

/** GET /api/projects/calendar's order: by due date, then column, then as on the board. */
export function compareCalendarTasks(a: TaskView, b: TaskView): number {
  if (a.dueDate !== b.dueDate) return (a.dueDate ?? '') < (b.dueDate ?? '') ? -1 : 1;
  if (a.status !== b.status) return TASK_STATUSES.indexOf(a.status) - TASK_STATUSES.indexOf(b.status);
  return compareTasks(a, b);
}

/**
 * A range's list (days `from` to `to`, both included) with `task` as it is now: replaced or put in
 * its place when it is due in the range (done ones too, as the server lists them), taken out when it
 * is not. `project` names a task the list did not hold; without it the answer is null: the list cannot
 * show the task, read the range again.
 */
export function withCalendarTask(
  list: readonly MyTaskView[],
  from: string,
  to: string,
  task: TaskView,
  project: CalendarProject | undefined,
): MyTaskView[] | null {
  const held = list.find((entry) => entry.id === task.id);
  const rest = held ? list.filter((entry) => entry.id !== task.id) : list.slice();
  const due = task.dueDate !== null && task.dueDate >= from && task.dueDate <= to;
  if (!due) return rest;
  const named = held?.project ?? project;
  if (!named) return null;
  return [...rest, { ...task, project: named }].sort(compareCalendarTasks);
}

export const withoutCalendarTask = (list: readonly MyTaskView[], taskId: string): MyTaskView[] =>
  list.filter((entry) => entry.id !== taskId);

export const withoutCalendarProject = (list: readonly MyTaskView[], projectId: string): MyTaskView[] =>
  list.filter((entry) => entry.projectId !== projectId);

/** The entries of a project whose name or category changed, named anew. */
export const withCalendarProject = (
  list: readonly MyTaskView[],
  projectId: string,
  changes: Partial<Pick<CalendarProject, 'name' | 'category'>>,
): MyTaskView[] =>
  list.map((entry) =>
    entry.projectId === projectId ? { ...entry, project: { ...entry.project, ...changes } } : entry,
  );
