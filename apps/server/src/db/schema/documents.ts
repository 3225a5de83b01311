import { PREVIEW_STATUSES } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

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
    // Search by name among the owner's rows.
    index('documents_owner_lower_name_idx').on(table.ownerId, sql`lower(${table.name})`),
    check('documents_preview_status_valid', isOneOf(table.previewStatus, PREVIEW_STATUSES)),
    check('documents_size_not_negative', sql`${table.size} >= 0`),
  ],
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
export type DocumentShareLinkRow = typeof documentShareLinks.$inferSelect;
