import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  documents,
  taskAttachments,
  tasks,
  users,
  type DocumentRow,
  type NewTaskAttachmentRow,
} from '../../db/schema/index.js';

/** An attachment with what showing it needs: its uploader, and the linked document's file and state. */
export interface TaskAttachmentRecord {
  id: string;
  taskId: string;
  kind: 'file' | 'document';
  name: string;
  mimeType: string;
  size: number;
  storedName: string | null;
  previewKey: string | null;
  documentId: string | null;
  uploadedBy: { id: string; username: string; avatar: string } | null;
  createdAt: Date;
  /** The linked document's stored file and preview; null for uploads and for a document deleted for good. */
  document: { storedName: string; previewKey: string | null; trashed: boolean } | null;
}

const columns = {
  id: taskAttachments.id,
  taskId: taskAttachments.taskId,
  kind: taskAttachments.kind,
  name: taskAttachments.name,
  mimeType: taskAttachments.mimeType,
  size: taskAttachments.size,
  storedName: taskAttachments.storedName,
  previewKey: taskAttachments.previewKey,
  documentId: taskAttachments.documentId,
  createdAt: taskAttachments.createdAt,
  uploaderId: users.id,
  uploaderName: users.username,
  uploaderAvatar: users.avatar,
  documentStoredName: documents.storedName,
  documentPreviewKey: documents.previewKey,
  documentPreviewStatus: documents.previewStatus,
  documentTrashedAt: documents.trashedAt,
};

type Joined = { [Key in keyof typeof columns]: (typeof columns)[Key]['_']['data'] | null };

function toRecord(row: Joined): TaskAttachmentRecord {
  const uploader = row.uploaderId
    ? { id: row.uploaderId, username: row.uploaderName ?? '', avatar: row.uploaderAvatar ?? '' }
    : null;
  const document = row.documentStoredName
    ? {
        storedName: row.documentStoredName,
        previewKey: row.documentPreviewStatus === 'ready' ? row.documentPreviewKey : null,
        trashed: row.documentTrashedAt !== null,
      }
    : null;
  return {
    id: row.id as string,
    taskId: row.taskId as string,
    kind: row.kind as 'file' | 'document',
    name: row.name as string,
    mimeType: row.mimeType as string,
    size: Number(row.size),
    storedName: row.storedName,
    previewKey: row.previewKey,
    documentId: row.documentId,
    uploadedBy: uploader,
    createdAt: row.createdAt as Date,
    document,
  };
}

/**
 * Task attachments (issue 31). Changes run with the task's row locked (the checklist's lockTask), so
 * the count kept on the task and the per-task limit hold against parallel uploads.
 */
export function createTaskAttachmentsRepository(db: Database) {
  const select = (executor: Database) =>
    executor
      .select(columns)
      .from(taskAttachments)
      .leftJoin(users, eq(users.id, taskAttachments.uploadedBy))
      .leftJoin(documents, eq(documents.id, taskAttachments.documentId));

  return {
    /** A task's attachments, oldest first. */
    async list(taskId: string, executor: Database = db): Promise<TaskAttachmentRecord[]> {
      const rows = await select(executor)
        .where(eq(taskAttachments.taskId, taskId))
        .orderBy(asc(taskAttachments.createdAt), asc(taskAttachments.id));
      return rows.map(toRecord);
    },

    async find(
      taskId: string,
      attachmentId: string,
      executor: Database = db,
    ): Promise<TaskAttachmentRecord | undefined> {
      const [row] = await select(executor).where(
        and(eq(taskAttachments.id, attachmentId), eq(taskAttachments.taskId, taskId)),
      );
      return row ? toRecord(row) : undefined;
    },

    async count(tx: Database, taskId: string): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(taskAttachments)
        .where(eq(taskAttachments.taskId, taskId));
      return row?.total ?? 0;
    },

    async insert(tx: Database, values: NewTaskAttachmentRow): Promise<string> {
      const [row] = await tx.insert(taskAttachments).values(values).returning({ id: taskAttachments.id });
      if (!row) throw new Error('The new task attachment was not returned');
      return row.id;
    },

    async delete(tx: Database, attachmentId: string): Promise<void> {
      await tx.delete(taskAttachments).where(eq(taskAttachments.id, attachmentId));
    },

    /** Whether the document is attached to the task already. */
    async hasDocument(tx: Database, taskId: string, documentId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: taskAttachments.id })
        .from(taskAttachments)
        .where(and(eq(taskAttachments.taskId, taskId), eq(taskAttachments.documentId, documentId)));
      return row !== undefined;
    },

    /** The owner's document, not in the trash (documents are their owner's alone: documents.policy.ts). */
    async ownDocument(documentId: string, ownerId: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.ownerId, ownerId), isNull(documents.trashedAt)));
      return row;
    },

    /** The task's count for its card, from its attachments; answers it. */
    async refreshCount(tx: Database, taskId: string): Promise<number> {
      const [row] = await tx
        .update(tasks)
        .set({ attachmentCount: sql`(SELECT count(*) FROM ${taskAttachments} WHERE task_id = ${taskId})::int` })
        .where(eq(tasks.id, taskId))
        .returning({ attachmentCount: tasks.attachmentCount });
      return row?.attachmentCount ?? 0;
    },

    /** The stored files of a task's uploads, or of every task of a project (before they are deleted with it). */
    async storedFilesOf(
      tx: Database,
      of: { taskId: string } | { projectId: string },
    ): Promise<{ storedName: string | null; previewKey: string | null }[]> {
      const stored = isNotNull(taskAttachments.storedName);
      const selection = { storedName: taskAttachments.storedName, previewKey: taskAttachments.previewKey };
      if ('taskId' in of) {
        return tx
          .select(selection)
          .from(taskAttachments)
          .where(and(eq(taskAttachments.taskId, of.taskId), stored));
      }
      return tx
        .select(selection)
        .from(taskAttachments)
        .innerJoin(tasks, eq(tasks.id, taskAttachments.taskId))
        .where(and(eq(tasks.projectId, of.projectId), stored));
    },

    /** Among stored names, the ones an attachment has (the upload sweep). */
    async existingStoredNames(storedNames: string[]): Promise<Set<string>> {
      if (storedNames.length === 0) return new Set();
      const rows = await db
        .select({ storedName: taskAttachments.storedName })
        .from(taskAttachments)
        .where(inArray(taskAttachments.storedName, storedNames));
      return new Set(rows.flatMap((row) => (row.storedName ? [row.storedName] : [])));
    },

    /** Among preview keys, the ones an attachment has (the upload sweep). */
    async existingPreviewKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: taskAttachments.previewKey })
        .from(taskAttachments)
        .where(inArray(taskAttachments.previewKey, keys));
      return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
    },
  };
}

export type TaskAttachmentsRepository = ReturnType<typeof createTaskAttachmentsRepository>;
