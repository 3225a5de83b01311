import type { NotificationAction } from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import type { TaskRow } from '../../db/schema/index.js';
import { notify } from '../notifications/notifications.service.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import type { ActivityLine } from './task-activity.repository.js';
import type { TaskChanges } from './tasks.repository.js';

type Deps = ProjectsServiceDeps;

/** The fields whose changes are lines of the task's history, as plain values. */
const PLAIN_FIELDS = ['title', 'status', 'priority', 'dueDate'] as const;

const tell =
  (deps: Deps, tx: Database, taskId: string, senderId: string, action: NotificationAction) =>
  async (recipientId: string | null) => {
    // notify() skips the actor themself.
    if (recipientId) await notify(tx, deps.notifications, { recipientId, senderId, type: 'other', action, taskId });
  };

/** A new task's history starts with its creation; an assignee other than its creator is told. */
export async function recordTaskCreated(
  deps: Deps,
  tx: Database,
  task: Pick<TaskRow, 'id' | 'title' | 'assigneeId'>,
  actorId: string,
) {
  await deps.activity.insert(tx, task.id, actorId, [{ type: 'created', from: null, to: task.title }]);
  await tell(deps, tx, task.id, actorId, 'task-assigned')(task.assigneeId);
}

/**
 * In the transaction of an edit or a move: one history line per field that changed, and notifications
 * to whom it concerns: the new assignee and the one taken off; the assignee when the status or due
 * date changed (not twice when they were just assigned). Never to the actor.
 */
export async function recordTaskChanges(
  deps: Deps,
  tx: Database,
  before: TaskRow,
  changes: TaskChanges,
  actorId: string,
) {
  const lines: ActivityLine[] = [];
  for (const field of PLAIN_FIELDS) {
    const to = changes[field];
    if (to !== undefined && to !== before[field]) lines.push({ type: field, from: before[field] ?? null, to });
  }
  const assigneeChanged = changes.assigneeId !== undefined && changes.assigneeId !== before.assigneeId;
  if (assigneeChanged) {
    const ids = [before.assigneeId, changes.assigneeId].filter((id): id is string => Boolean(id));
    const people = await deps.activity.people(tx, ids);
    const named = (id: string | null | undefined) => (id ? (people.get(id) ?? null) : null);
    lines.push({ type: 'assignee', from: named(before.assigneeId), to: named(changes.assigneeId) });
  }
  await deps.activity.insert(tx, before.id, actorId, lines);

  const send = (action: NotificationAction) => tell(deps, tx, before.id, actorId, action);
  if (assigneeChanged) {
    await send('task-assigned')(changes.assigneeId ?? null);
    await send('task-unassigned')(before.assigneeId);
    return;
  }
  const changed = new Set(lines.map((line) => line.type));
  if (changed.has('status')) await send('task-status')(before.assigneeId);
  if (changed.has('dueDate')) await send('task-due-date')(before.assigneeId);
}
