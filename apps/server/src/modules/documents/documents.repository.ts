import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { documents, users, type DocumentRow, type NewDocumentRow } from '../../db/schema/index.js';

/** `%` and `_` typed in a search mean themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;

/** Documents of one owner; the services have checked ownership (documents.policy.ts) before writing. */
export function createDocumentsRepository(db: Database) {
  return {
    /** Bytes of all the owner's documents, the trash included. */
    async usage(ownerId: string, executor: Database = db): Promise<number> {
      const [row] = await executor
        .select({ total: sql<string | number | null>`sum(${documents.size})` })
        .from(documents)
        .where(eq(documents.ownerId, ownerId));
      return Number(row?.total ?? 0);
    },

    /** Holds the owner's user row until the transaction ends: their uploads are counted one at a time. */
    async lockOwner(tx: Database, ownerId: string): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    },

    async insertMany(tx: Database, rows: NewDocumentRow[]): Promise<DocumentRow[]> {
      return tx.insert(documents).values(rows).returning();
    },

    async findById(id: string, executor: Database = db): Promise<DocumentRow | undefined> {
      const [row] = await executor.select().from(documents).where(eq(documents.id, id)).limit(1);
      return row;
    },

    async findByStoredName(storedName: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(documents).where(eq(documents.storedName, storedName)).limit(1);
      return row;
    },

    /** One folder's documents (null: the top level), newest first, not in the trash. */
    async listInFolder(ownerId: string, folderId: string | null): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.ownerId, ownerId),
            folderId ? eq(documents.folderId, folderId) : isNull(documents.folderId),
            isNull(documents.trashedAt),
          ),
        )
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    /** The owner's documents whose name contains `text` (any case), in any folder, not in the trash. */
    async search(ownerId: string, text: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.ownerId, ownerId),
            isNull(documents.trashedAt),
            sql`lower(${documents.name}) LIKE lower(${likePattern(text)})`,
          ),
        )
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    async rename(id: string, name: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(documents)
        .set({ name, updatedAt: new Date() })
        .where(eq(documents.id, id))
        .returning();
      return row;
    },

    /** The owner's documents among `ids` that are not in the trash. */
    async ownedActiveIds(ownerId: string, ids: string[], executor: Database = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.ownerId, ownerId), inArray(documents.id, ids), isNull(documents.trashedAt)));
      return rows.map((row) => row.id);
    },

    async trashDocuments(tx: Database, ownerId: string, ids: string[], now: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .update(documents)
        .set({ trashedAt: now, updatedAt: now })
        .where(and(eq(documents.ownerId, ownerId), inArray(documents.id, ids), isNull(documents.trashedAt)))
        .returning({ id: documents.id });
      return rows.length;
    },

    async moveDocuments(tx: Database, ownerId: string, ids: string[], folderId: string | null): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .update(documents)
        .set({ folderId, updatedAt: new Date() })
        .where(and(eq(documents.ownerId, ownerId), inArray(documents.id, ids), isNull(documents.trashedAt)))
        .returning({ id: documents.id });
      return rows.length;
    },

    /** Among `storedNames`, the ones that have a row. */
    async existingStoredNames(storedNames: string[]): Promise<Set<string>> {
      if (storedNames.length === 0) return new Set();
      const rows = await db
        .select({ storedName: documents.storedName })
        .from(documents)
        .where(inArray(documents.storedName, storedNames));
      return new Set(rows.map((row) => row.storedName));
    },

    /** Among preview keys, the ones a document refers to. */
    async existingPreviewKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: documents.previewKey })
        .from(documents)
        .where(inArray(documents.previewKey, keys));
      return new Set(rows.map((row) => row.key).filter((key) => key !== null));
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
