import { PREVIEW_STATUSES } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const TEXT_STATUSES = ['pending', 'ready', 'none', 'failed'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/**
 * A user's own folders. Trashing a folder trashes everything inside it (the service sets `trashed_at`
 * on the whole subtree); a parent deleted for good leaves its children at the top level.
 */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => documentFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    trashedAt: timestamptz('trashed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('document_folders_owner_parent_idx').on(table.ownerId, table.parentId, table.trashedAt),
    index('document_folders_parent_id_idx')
      .on(table.parentId)
      .where(sql`${table.parentId} IS NOT NULL`),
  ],
);

/**
 * A user's documents. The bytes live in private storage under `documents/<stored_name>`; the stored
 * name (`<uuid>` plus the lower-cased extension) never changes, renaming changes `name` only.
 * `size` is what the quota sums, the trash included.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => documentFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storedName: text('stored_name').notNull().unique('documents_stored_name_unique'),
    previewStatus: text('preview_status', { enum: PREVIEW_STATUSES }).notNull().default('pending'),
    /** The storage key of the WebP preview once made. */
    previewKey: text('preview_key'),
    /**
     * While a process makes the preview, until when it holds it (document-previews.ts): no other
     * process starts the same one; a process that died holding it lets it go at this time.
     */
    previewClaimedUntil: timestamptz('preview_claimed_until'),
    /**
     * Whether the words inside the file are searchable: 'pending' until the background extraction
     * (document-text.ts) has read it, then 'ready' (its text is in document_text_chunks), 'none' (a
     * kind with no text, or too large) or 'failed'. The name is searchable from the start.
     */
    textStatus: text('text_status', { enum: TEXT_STATUSES }).notNull().default('pending'),
    /** As preview_claimed_until, for the text extraction. */
    textClaimedUntil: timestamptz('text_claimed_until'),
    /** Extractions tried and failed so far; given up ('failed') after a few. */
    textAttempts: integer('text_attempts').notNull().default(0),
    trashedAt: timestamptz('trashed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One folder's documents, not in the trash.
    index('documents_owner_folder_idx').on(table.ownerId, table.folderId, table.trashedAt),
    // The trash list and the 30-day sweep.
    index('documents_owner_trashed_idx').on(table.ownerId, table.trashedAt),
    // The trash sweep across every user.
    index('documents_trashed_at_idx')
      .on(table.trashedAt)
      .where(sql`${table.trashedAt} IS NOT NULL`),
    // Previews still to make, looked up at every start and by the periodic catch-up.
    index('documents_preview_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.previewStatus} = 'pending'`),
    // Texts still to extract, looked up at every start and by the periodic catch-up.
    index('documents_text_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.textStatus} = 'pending'`),
    // Search by name among the owner's rows.
    index('documents_owner_lower_name_idx').on(table.ownerId, sql`lower(${table.name})`),
    check('documents_preview_status_valid', isOneOf(table.previewStatus, PREVIEW_STATUSES)),
    check('documents_text_status_valid', isOneOf(table.textStatus, TEXT_STATUSES)),
    check('documents_size_not_negative', sql`${table.size} >= 0`),
  ],
);

/**
 * The words inside a document, in parts of a few thousand characters: a PDF's pages (`page` is its
 * number), or consecutive sections of other text files (`page` null). Search finds a document by its
 * best part and shows its snippet; the assistant cites the page. Each part's `search_vector` (not
 * declared here: migration 0017) is what the full-text index holds.
 */
export const documentTextChunks = pgTable(
  'document_text_chunks',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    page: integer('page'),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ name: 'document_text_chunks_pkey', columns: [table.documentId, table.chunk] })],
);

/** Share links: only a hash of the token is kept; the token itself lives in the link alone. */
export const documentShareLinks = pgTable(
  'document_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('document_share_links_token_hash_unique'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('document_share_links_document_id_idx').on(table.documentId)],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export type DocumentFolderRow = typeof documentFolders.$inferSelect;
export type DocumentTextChunkRow = typeof documentTextChunks.$inferSelect;
export type DocumentShareLinkRow = typeof documentShareLinks.$inferSelect;
