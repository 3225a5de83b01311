import type { TaskWatcher } from '@teamhub/contracts';
import { notFound } from '../../lib/http-error.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import type { MemberUser } from './project-records.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { taskMembershipOr404 } from './projects.policy.js';

export const presentWatcher = (user: MemberUser): TaskWatcher => ({
  _id: user.id,
  id: user.id,
  username: user.username,
  avatar: user.avatar,
});

/**
 * The caller starts (`true`) or stops following a task (any member, for themself only; both are
 * idempotent). With the task's row locked, as checklist changes are, the list the project's room
 * hears after the commit is the one that committed.
 */
export async function setWatching(deps: ProjectsServiceDeps, userId: string, rawTaskId: string, watching: boolean) {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  return inTransaction(
    deps.db,
    async (tx) => {
      const task = await deps.checklist.lockTask(tx, taskId);
      if (!task) throw notFound('projects.taskNotFound');
      if (watching) await deps.watchers.add(tx, taskId, userId);
      else await deps.watchers.remove(tx, taskId, userId);
      const watchers = (await deps.watchers.list(taskId, tx)).map(presentWatcher);
      afterCommit(tx, () => deps.events.watchersUpdated({ projectId: task.projectId, taskId, watchers }));
      return { taskId, watchers };
    },
    deps.logError,
  );
}
