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

/** Runs the tasks registered on `scope` with `afterCommit`, each on its own. */
async function runTasksOf(scope: Database, onTaskError: (error: unknown) => void) {
  const tasks = pendingTasks.get(scope);
  pendingTasks.delete(scope);
  for (const task of tasks ?? []) {
    try {
      await task();
    } catch (error) {
      onTaskError(error);
    }
  }
}

const reportTaskError = (error: unknown) => console.error('after-commit task failed', error);

/**
 * `db.transaction(work)`, then the tasks registered with `afterCommit` on it. A task that fails
 * is reported to `onTaskError` and never fails the caller: the change is already committed.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  onTaskError: (error: unknown) => void = reportTaskError,
): Promise<T> {
  let transaction: Database | undefined;
  const result = await db.transaction(async (tx) => {
    transaction = tx as unknown as Database;
    return work(transaction);
  });
  if (transaction) await runTasksOf(transaction, onTaskError);
  return result;
}

/**
 * Runs `work` without a transaction (each statement commits on its own), then the tasks it
 * registered with `afterCommit`, as `inTransaction` does; when `work` throws they do not run. For a
 * change that is one statement on a row many people touch at once (a post's likes and comments
 * counts): its row lock ends with the statement. In a transaction it would last until the COMMIT,
 * which is sent only when the event loop gets to the statement's answer; under load that is many
 * milliseconds, while every other request for that row waits holding a pool connection.
 */
export async function inAutocommit<T>(
  db: Database,
  work: (db: Database) => Promise<T>,
  onTaskError: (error: unknown) => void = reportTaskError,
): Promise<T> {
  // `afterCommit` keys its tasks by the object it is given: this call's own, querying through `db`.
  const scope = Object.create(db) as Database;
  const result = await work(scope);
  await runTasksOf(scope, onTaskError);
  return result;
}
