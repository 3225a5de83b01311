import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';
import { tasks } from './projects.js';
import { users } from './users.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const TASK_ATTACHMENT_KINDS = ['file', 'document'] as const;

/**
 * A task's attachments (issue 31): a file uploaded to the task (`stored_name` in private storage, with
 * a preview for pictures and PDFs), or a link to a member's document (`document_id`; the file stays the
 * document's). The name, type and size are kept as they were when attached, so a document deleted for
 * good (`document_id` set null) still reads as what it was. The task row keeps the count for its card.
 */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TASK_ATTACHMENT_KINDS }).notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    storedName: text('stored_name').unique('task_attachments_stored_name_unique'),
    previewKey: text('preview_key'),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('task_attachments_task_created_idx').on(table.taskId, table.createdAt),
    uniqueIndex('task_attachments_task_document_unique')
      .on(table.taskId, table.documentId)
      .where(sql`${table.documentId} IS NOT NULL`),
    index('task_attachments_document_idx')
      .on(table.documentId)
      .where(sql`${table.documentId} IS NOT NULL`),
    check(
      'task_attachments_kind_valid',
      sql`(${table.kind} = 'file' AND ${table.storedName} IS NOT NULL AND ${table.documentId} IS NULL) OR (${table.kind} = 'document' AND ${table.storedName} IS NULL AND ${table.previewKey} IS NULL)`,
    ),
  ],
);

export type TaskAttachmentRow = typeof taskAttachments.$inferSelect;
export type NewTaskAttachmentRow = typeof taskAttachments.$inferInsert;
