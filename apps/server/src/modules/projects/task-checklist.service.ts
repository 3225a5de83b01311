import {
  createChecklistItemBodySchema,
  LIMITS,
  updateChecklistItemBodySchema,
  type ChecklistItemView,
} from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import type { TaskChecklistItemRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import { isUuid, parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { taskMembershipOr404 } from './projects.policy.js';
import { announceUpdated } from './tasks.service.js';

type Deps = ProjectsServiceDeps;

export const presentChecklistItem = (row: TaskChecklistItemRow): ChecklistItemView => ({
  _id: row.id,
  id: row.id,
  taskId: row.taskId,
  text: row.text,
  done: row.done,
  position: row.position,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * One checklist change by a member (checked before; as Trello lets anyone on the board tick and edit): with the task
 * locked, `work` changes the items, the task's counts follow, and after the commit the project's
 * room hears the whole list (`checklist-updated`) and the card (`task-updated`).
 */
async function changeChecklist<T>(deps: Deps, taskId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return inTransaction(
    deps.db,
    async (tx) => {
      const task = await deps.checklist.lockTask(tx, taskId);
      if (!task) throw notFound('projects.taskNotFound');
      const result = await work(tx);
      await deps.checklist.refreshCounts(tx, taskId);
      const items = (await deps.checklist.list(taskId, tx)).map(presentChecklistItem);
      afterCommit(tx, () => deps.events.checklistUpdated({ projectId: task.projectId, taskId, items }));
      await announceUpdated(deps, tx, taskId);
      return result;
    },
    deps.logError,
  );
}

/** The item a URL names in this task (locked with it); 404 otherwise. */
async function itemOr404(deps: Deps, tx: Database, taskId: string, rawItemId: string) {
  const item = isUuid(rawItemId) ? await deps.checklist.find(tx, taskId, rawItemId.toLowerCase()) : undefined;
  if (!item) throw notFound('projects.checklistItemNotFound');
  return item;
}

/** A new item at the end of the list; 400 past LIMITS.projects.checklistItems. */
export async function addChecklistItem(deps: Deps, userId: string, rawTaskId: string, body: unknown) {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const { text } = parseOrThrow(createChecklistItemBodySchema, body);
  return changeChecklist(deps, taskId, async (tx) => {
    const position = await deps.checklist.count(tx, taskId);
    if (position >= LIMITS.projects.checklistItems) throw badRequest('projects.checklistFull');
    return presentChecklistItem(await deps.checklist.insert(tx, { taskId, text, createdBy: userId, position }));
  });
}

/** Renames, ticks or moves an item (a position past the end is the end). */
export async function updateChecklistItem(
  deps: Deps,
  userId: string,
  rawTaskId: string,
  rawItemId: string,
  body: unknown,
): Promise<ChecklistItemView> {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const { position, ...changes } = parseOrThrow(updateChecklistItemBodySchema, body);
  return changeChecklist(deps, taskId, async (tx) => {
    const item = await itemOr404(deps, tx, taskId, rawItemId);
    if (changes.text !== undefined || changes.done !== undefined) await deps.checklist.update(tx, item.id, changes);
    if (position !== undefined) {
      const last = (await deps.checklist.count(tx, taskId)) - 1;
      await deps.checklist.move(tx, item, Math.min(position, last));
    }
    const updated = await deps.checklist.find(tx, taskId, item.id);
    if (!updated) throw notFound('projects.checklistItemNotFound');
    return presentChecklistItem(updated);
  });
}

export async function deleteChecklistItem(deps: Deps, userId: string, rawTaskId: string, rawItemId: string) {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  return changeChecklist(deps, taskId, async (tx) => {
    const item = await itemOr404(deps, tx, taskId, rawItemId);
    await deps.checklist.delete(tx, item);
    return { taskId, itemId: item.id };
  });
}
