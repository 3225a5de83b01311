import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { taskChecklistItems, tasks, type TaskChecklistItemRow } from '../../db/schema/index.js';

/**
 * Task checklists (issue 31). Positions are 0…n-1 with no gaps: every change runs with the task's row
 * locked (`lockTask`), so moves and removals renumber without racing, and the task's counts follow.
 */
export function createTaskChecklistRepository(db: Database) {
  return {
    /** Locks the task for the rest of the transaction; its project, or undefined when it is gone. */
    async lockTask(tx: Database, taskId: string): Promise<{ projectId: string } | undefined> {
      const [row] = await tx
        .select({ projectId: tasks.projectId })
        .from(tasks)
        .where(eq(tasks.id, taskId))
        .for('update');
      return row;
    },

    async list(taskId: string, executor: Database = db): Promise<TaskChecklistItemRow[]> {
      return executor
        .select()
        .from(taskChecklistItems)
        .where(eq(taskChecklistItems.taskId, taskId))
        .orderBy(asc(taskChecklistItems.position));
    },

    async find(tx: Database, taskId: string, itemId: string): Promise<TaskChecklistItemRow | undefined> {
      const [row] = await tx
        .select()
        .from(taskChecklistItems)
        .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)));
      return row;
    },

    async count(tx: Database, taskId: string): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(taskChecklistItems)
        .where(eq(taskChecklistItems.taskId, taskId));
      return row?.total ?? 0;
    },

    /** A new item at the end (`position`: the count before it). */
    async insert(
      tx: Database,
      item: { taskId: string; text: string; createdBy: string; position: number },
    ): Promise<TaskChecklistItemRow> {
      const [row] = await tx.insert(taskChecklistItems).values(item).returning();
      if (!row) throw new Error('The new checklist item was not returned');
      return row;
    },

    async update(tx: Database, itemId: string, changes: { text?: string; done?: boolean }): Promise<void> {
      await tx
        .update(taskChecklistItems)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(taskChecklistItems.id, itemId));
    },

    /** Moves an item from one place to another, the items between shifting by one. */
    async move(tx: Database, item: Pick<TaskChecklistItemRow, 'id' | 'taskId' | 'position'>, to: number) {
      const from = item.position;
      if (to === from) return;
      const inTask = eq(taskChecklistItems.taskId, item.taskId);
      if (to > from) {
        await tx
          .update(taskChecklistItems)
          .set({ position: sql`${taskChecklistItems.position} - 1` })
          .where(and(inTask, gt(taskChecklistItems.position, from), lte(taskChecklistItems.position, to)));
      } else {
        await tx
          .update(taskChecklistItems)
          .set({ position: sql`${taskChecklistItems.position} + 1` })
          .where(and(inTask, gte(taskChecklistItems.position, to), lt(taskChecklistItems.position, from)));
      }
      await tx
        .update(taskChecklistItems)
        .set({ position: to, updatedAt: sql`now()` })
        .where(eq(taskChecklistItems.id, item.id));
    },

    /** Removes an item and closes its gap. */
    async delete(tx: Database, item: Pick<TaskChecklistItemRow, 'id' | 'taskId' | 'position'>): Promise<void> {
      await tx.delete(taskChecklistItems).where(eq(taskChecklistItems.id, item.id));
      await tx
        .update(taskChecklistItems)
        .set({ position: sql`${taskChecklistItems.position} - 1` })
        .where(and(eq(taskChecklistItems.taskId, item.taskId), gt(taskChecklistItems.position, item.position)));
    },

    /** The next task of a series gets the same items, none ticked. */
    async copyUnticked(tx: Database, fromTaskId: string, toTaskId: string): Promise<void> {
      await tx.execute(
        sql`INSERT INTO ${taskChecklistItems} (task_id, text, done, position, created_by)
            SELECT ${toTaskId}, text, false, position, created_by FROM ${taskChecklistItems}
            WHERE task_id = ${fromTaskId}`,
      );
    },

    /** The task's done and total counts, from its items (for its card). */
    async refreshCounts(tx: Database, taskId: string): Promise<void> {
      await tx
        .update(tasks)
        .set({
          checklistDone: sql`(SELECT count(*) FILTER (WHERE done) FROM ${taskChecklistItems} WHERE task_id = ${taskId})::int`,
          checklistTotal: sql`(SELECT count(*) FROM ${taskChecklistItems} WHERE task_id = ${taskId})::int`,
        })
        .where(eq(tasks.id, taskId));
    },
  };
}

export type TaskChecklistRepository = ReturnType<typeof createTaskChecklistRepository>;
