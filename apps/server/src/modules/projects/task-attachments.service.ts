import { attachDocumentBodySchema, LIMITS, type TaskAttachmentView } from '@teamhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { NewTaskAttachmentRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import { isUuid, parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import { detectChatFileType, safeFileName } from '../chat/chat-file-types.js';
import { receiveChatUpload } from '../chat/chat-upload.js';
import { documentKey } from '../documents/document-keys.js';
import { servedType } from '../documents/document-types.js';
import type { PrivateFile } from '../files/send-private-file.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { taskMembershipOr404 } from './projects.policy.js';
import { taskFileKey } from './task-attachment-files.js';
import { attachmentAvailable, presentAttachment } from './task-attachments.presenter.js';
import { announceUpdated } from './tasks.service.js';

type Deps = ProjectsServiceDeps;

/** Pictures shown in the page; anything else (SVG included) is a download, never a page. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Removing an attachment: whoever attached it, or the project's owner or an admin. */
export const attachmentPolicy = {
  remove: (userId: string, role: string, uploadedBy: string | null) =>
    uploadedBy === userId || role === 'owner' || role === 'admin',
};

/** A task's attachments as `readerId` sees them (for the task's page). */
export async function listAttachments(deps: Deps, taskId: string, readerId: string): Promise<TaskAttachmentView[]> {
  return (await deps.attachments.list(taskId)).map((record) =>
    presentAttachment(record, deps.attachmentFiles, readerId),
  );
}

/**
 * Adds one attachment with the task locked: 400 past LIMITS.projects.attachmentsPerTask; the task's
 * count follows in the same transaction, and after the commit the project's room hears
 * `attachments-updated` and the card `task-updated`.
 */
async function addAttachment(deps: Deps, userId: string, taskId: string, values: Omit<NewTaskAttachmentRow, 'taskId'>) {
  const id = await inTransaction(
    deps.db,
    async (tx) => {
      const task = await deps.checklist.lockTask(tx, taskId);
      if (!task) throw notFound('projects.taskNotFound');
      if ((await deps.attachments.count(tx, taskId)) >= LIMITS.projects.attachmentsPerTask) {
        throw badRequest('projects.attachmentsFull');
      }
      if (values.documentId && (await deps.attachments.hasDocument(tx, taskId, values.documentId))) {
        throw badRequest('projects.attachmentDocumentTwice');
      }
      const attachmentId = await deps.attachments.insert(tx, { ...values, taskId, uploadedBy: userId });
      await announceChange(deps, tx, task.projectId, taskId);
      return attachmentId;
    },
    deps.logError,
  );
  const record = await deps.attachments.find(taskId, id);
  if (!record) throw notFound('projects.attachmentNotFound');
  return presentAttachment(record, deps.attachmentFiles, userId);
}

async function announceChange(deps: Deps, tx: Database, projectId: string, taskId: string) {
  const attachmentCount = await deps.attachments.refreshCount(tx, taskId);
  afterCommit(tx, () => deps.events.attachmentsUpdated({ projectId, taskId, attachmentCount }));
  await announceUpdated(deps, tx, taskId);
}

/**
 * POST …/attachments as multipart: the `file` is received into the temp folder (413 over
 * LIMITS.projects.attachmentMaxBytes), typed from its bytes (400 unless a picture, PDF, Word or text
 * file, as a chat attachment), given a preview and moved into storage, then its row is written. A
 * failure anywhere leaves no row and no stored file; the temporary file is always gone afterwards.
 */
export async function uploadAttachment(deps: Deps, userId: string, rawTaskId: string, request: FastifyRequest) {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const files = deps.attachmentFiles;
  const received = await receiveChatUpload(request, files.tempPath(), LIMITS.projects.attachmentMaxBytes);
  let storedKeys: string[] = [];
  try {
    const type = await detectChatFileType(received.path, received.filename);
    if (!type) throw badRequest('projects.attachmentUnsupported');
    const stored = await files.keep(received.path, type.mimeType);
    storedKeys = files.keysOf([stored]);
    return await addAttachment(deps, userId, taskId, {
      kind: 'file',
      name: safeFileName(received.filename, type),
      mimeType: type.mimeType,
      size: received.bytes,
      storedName: stored.storedName,
      previewKey: stored.previewKey,
    });
  } catch (error) {
    await files.remove(storedKeys);
    throw error;
  } finally {
    await received.discard();
  }
}

/**
 * POST …/attachments as JSON `{documentId}`: links one of the caller's documents (not in the trash;
 * anything else is 404, as the documents module answers). The file stays the document's: nothing is copied.
 */
export async function attachDocument(deps: Deps, userId: string, rawTaskId: string, body: unknown) {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const { documentId } = parseOrThrow(attachDocumentBodySchema, body);
  const document = isUuid(documentId)
    ? await deps.attachments.ownDocument(documentId.toLowerCase(), userId)
    : undefined;
  if (!document) throw notFound('documents.notFound');
  return addAttachment(deps, userId, taskId, {
    kind: 'document',
    documentId: document.id,
    name: document.name,
    mimeType: document.mimeType,
    size: document.size,
  });
}

/**
 * DELETE …/attachments/:attachmentId: whoever attached it, or the project's owner or an admin (403
 * otherwise). An uploaded file leaves storage after the commit; a linked document stays as it is.
 */
export async function deleteAttachment(deps: Deps, userId: string, rawTaskId: string, rawAttachmentId: string) {
  const { taskId, membership } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  return inTransaction(
    deps.db,
    async (tx) => {
      const task = await deps.checklist.lockTask(tx, taskId);
      if (!task) throw notFound('projects.taskNotFound');
      const attachment = isUuid(rawAttachmentId)
        ? await deps.attachments.find(taskId, rawAttachmentId.toLowerCase(), tx)
        : undefined;
      if (!attachment) throw notFound('projects.attachmentNotFound');
      authorize(attachmentPolicy.remove(userId, membership.role, attachment.uploadedBy?.id ?? null), () =>
        forbidden('projects.attachmentRemoveNotAllowed'),
      );
      await deps.attachments.delete(tx, attachment.id);
      const keys = deps.attachmentFiles.keysOf([attachment]);
      afterCommit(tx, () => deps.attachmentFiles.remove(keys));
      await announceChange(deps, tx, task.projectId, taskId);
      return { taskId, attachmentId: attachment.id };
    },
    deps.logError,
  );
}

/**
 * The file (or preview) of an attachment, for a member of its task's project; 404 to anyone else, for
 * an unknown attachment, and for a linked document deleted or in its owner's trash.
 */
export async function attachmentFile(
  deps: Deps,
  readerId: string,
  rawTaskId: string,
  rawAttachmentId: string,
  which: 'file' | 'preview',
): Promise<PrivateFile> {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, readerId);
  const record = isUuid(rawAttachmentId)
    ? await deps.attachments.find(taskId, rawAttachmentId.toLowerCase())
    : undefined;
  if (!record || !attachmentAvailable(record)) throw notFound('projects.attachmentNotFound');
  const { storedName, document } = record;
  const fileKey = storedName ? taskFileKey(storedName) : document && documentKey(document.storedName);
  const previewKey = storedName ? record.previewKey : (document?.previewKey ?? null);
  if (!fileKey) throw notFound('projects.attachmentNotFound');
  if (which === 'preview') {
    if (!previewKey) throw notFound('projects.attachmentNotFound');
    return { key: previewKey, mimeType: 'image/webp', disposition: 'inline', filename: `${record.name}.webp` };
  }
  return {
    key: fileKey,
    // Markup and scripts a document may hold are never served as themselves (documents do the same).
    mimeType: servedType(record.mimeType),
    disposition: INLINE_TYPES.has(record.mimeType) ? 'inline' : 'attachment',
    filename: record.name,
  };
}
