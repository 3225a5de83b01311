import type { Database } from '../../db/database.js';
import { afterCommit } from '../../lib/transaction.js';
import type { ProjectsServiceDeps } from './projects.deps.js';

/**
 * Before a task or project goes with its attachments (the rows cascade): their stored files, removed
 * once the transaction commits (a rollback keeps them). What a crash leaves, the upload sweep takes.
 */
export async function removeStoredFilesAfterCommit(
  deps: Pick<ProjectsServiceDeps, 'attachments' | 'attachmentFiles'>,
  tx: Database,
  of: { taskId: string } | { projectId: string },
) {
  const keys = deps.attachmentFiles.keysOf(await deps.attachments.storedFilesOf(tx, of));
  if (keys.length > 0) afterCommit(tx, () => deps.attachmentFiles.remove(keys));
}
