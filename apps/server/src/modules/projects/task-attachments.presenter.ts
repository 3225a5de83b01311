import type { TaskAttachmentView } from '@teamhub/contracts';
import { presentUser } from './projects.presenter.js';
import type { TaskAttachmentFiles } from './task-attachment-files.js';
import type { TaskAttachmentRecord } from './task-attachments.repository.js';

/** Whether the attachment's file can be read: an upload always, a linked document while it exists outside the trash. */
export const attachmentAvailable = (record: TaskAttachmentRecord) =>
  record.kind === 'file' || (record.document !== null && !record.document.trashed);

/** An attachment as `readerId` sees it: its links signed for them. */
export function presentAttachment(
  record: TaskAttachmentRecord,
  files: Pick<TaskAttachmentFiles, 'signedUrl'>,
  readerId: string,
): TaskAttachmentView {
  const available = attachmentAvailable(record);
  const previewKey = record.kind === 'file' ? record.previewKey : record.document?.previewKey;
  return {
    _id: record.id,
    id: record.id,
    taskId: record.taskId,
    kind: record.kind,
    name: record.name,
    size: record.size,
    mimeType: record.mimeType,
    url: available ? files.signedUrl(record.taskId, record.id, 'file', readerId) : null,
    previewUrl: available && previewKey ? files.signedUrl(record.taskId, record.id, 'preview', readerId) : null,
    available,
    documentId: record.documentId,
    uploadedBy: record.uploadedBy ? presentUser(record.uploadedBy) : null,
    createdAt: record.createdAt.toISOString(),
  };
}
