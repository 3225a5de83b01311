import { dayIn, earliestTodayAnywhere, isKnownTimeZone, nextDueDate, type TaskView } from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import type { TaskRow } from '../../db/schema/index.js';
import { afterCommit } from '../../lib/transaction.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { presentTask } from './projects.presenter.js';
import { taskPositions } from './task-positions.js';

/**
 * A repeating task just marked done (issue 31), in the same transaction and under the project's
 * lock: the next one is made at the end of "To do", due on the rule's next day, with the same fields,
 * checklist (unticked) and followers; comments, attachments and history stay with the finished one.
 * The series moves to the new task, so the finished one no longer repeats: taking it out of "Done"
 * and back makes no second copy. "Today" is the one who finished it's (their Settings' time zone), or
 * the earliest today anywhere, as for any due date the server checks, while they have none.
 */
export async function continueSeries(
  deps: ProjectsServiceDeps,
  tx: Database,
  done: TaskRow,
  actorId: string,
): Promise<TaskView | null> {
  const rule = done.recurrence;
  if (!rule || !done.dueDate) return null;
  const column = { projectId: done.projectId, status: 'todo' as const };
  const zone = await deps.tasks.timeZoneOf(actorId, tx);
  const today = zone && isKnownTimeZone(zone) ? dayIn(zone) : earliestTodayAnywhere();
  const nextId = await deps.tasks.insert(tx, {
    projectId: done.projectId,
    title: done.title,
    description: done.description,
    priority: done.priority,
    status: 'todo',
    dueDate: nextDueDate(rule, done.dueDate, today),
    tags: done.tags,
    estimatedHours: done.estimatedHours,
    assigneeId: done.assigneeId,
    position: await taskPositions(deps.tasks, tx).atEnd(column),
    createdBy: done.createdBy,
    recurrence: rule,
  });
  // Its history starts with the one who finished the last (no notification: the assignee chose the series).
  await deps.activity.insert(tx, nextId, actorId, [{ type: 'created', from: null, to: done.title }]);
  await deps.checklist.copyUnticked(tx, done.id, nextId);
  await deps.checklist.refreshCounts(tx, nextId);
  await deps.watchers.copy(tx, done.id, nextId);
  await deps.tasks.update(tx, done.id, { recurrence: null });
  const record = await deps.tasks.record(nextId, tx);
  if (!record) throw new Error('The next task of the series was not found');
  const next = presentTask(record);
  afterCommit(tx, () => deps.events.taskCreated(next));
  return next;
}
