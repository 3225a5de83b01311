import type { Database } from '../db/database.js';

const pendingTasks = new WeakMap<object, (() => void | Promise<void>)[]>();

/**
 * Schedules `task` for after the transaction `tx` commits; it never runs if the transaction rolls
 * back. Used for pushes (socket events) that must not announce what did not happen.
 */
export function afterCommit(tx: Database, task: () => void | Promise<void>) {
  const tasks = pendingTasks.get(tx);
  if (tasks) tasks.push(task);
  else pendingTasks.set(tx, [task]);
}

/**
 * `db.transaction(work)`, then the tasks registered with `afterCommit` on it. A task that fails
 * is reported to `onTaskError` and never fails the caller: the change is already committed.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  onTaskError: (error: unknown) => void = (error) => console.error('after-commit task failed', error),
): Promise<T> {
  let transaction: Database | undefined;
  const result = await db.transaction(async (tx) => {
    transaction = tx as unknown as Database;
    return work(transaction);
  });
  const tasks = transaction ? pendingTasks.get(transaction) : undefined;
  if (transaction) pendingTasks.delete(transaction);
  for (const task of tasks ?? []) {
    try {
      await task();
    } catch (error) {
      onTaskError(error);
    }
  }
  return result;
}
