import type { StorageDriver } from '../files/storage-driver.js';
import type { StoredFileOwner } from '../files/upload-sweep.js';
import { TASK_FILE_PREFIX, TASK_FILE_PREVIEW_PREFIX } from './task-attachment-files.js';
import type { TaskAttachmentsRepository } from './task-attachments.repository.js';

/**
 * Task attachments for the upload sweep: a stored file or preview is needed while an attachment names
 * it. What a crash left between moving a file in and committing its row, or after a commit before its
 * removal, goes there.
 */
export function taskAttachmentFileOwners(
  attachments: TaskAttachmentsRepository,
  storage: StorageDriver,
): StoredFileOwner[] {
  const storedNameOf = (key: string) => key.slice(TASK_FILE_PREFIX.length);
  return [
    {
      name: 'task attachments',
      storage,
      prefix: TASK_FILE_PREFIX,
      async referenced(keys) {
        const existing = await attachments.existingStoredNames(keys.map(storedNameOf));
        return new Set(keys.filter((key) => existing.has(storedNameOf(key))));
      },
    },
    {
      name: 'task attachment previews',
      storage,
      prefix: TASK_FILE_PREVIEW_PREFIX,
      referenced: (keys) => attachments.existingPreviewKeys(keys),
    },
  ];
}
