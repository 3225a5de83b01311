import { and, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  documentFolders,
  documents,
  users,
  type DocumentFolderRow,
  type DocumentRow,
  type NewDocumentRow,
} from '../../db/schema/index.js';

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

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

    // Folders

    async findFolder(id: string, executor: Database = db): Promise<DocumentFolderRow | undefined> {
      const [row] = await executor.select().from(documentFolders).where(eq(documentFolders.id, id)).limit(1);
      return row;
    },

    async createFolder(ownerId: string, name: string, parentId: string | null): Promise<DocumentFolderRow> {
      const [row] = await db.insert(documentFolders).values({ ownerId, name, parentId }).returning();
      if (!row) throw new Error('Insert returned no folder');
      return row;
    },

    async updateFolder(
      tx: Database,
      id: string,
      changes: { name?: string; parentId?: string | null },
    ): Promise<DocumentFolderRow | undefined> {
      const [row] = await tx
        .update(documentFolders)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(documentFolders.id, id))
        .returning();
      return row;
    },

    /** A folder's sub-folders (null: the top level's), by name, not in the trash. */
    async childFolders(ownerId: string, parentId: string | null): Promise<DocumentFolderRow[]> {
      return db
        .select()
        .from(documentFolders)
        .where(
          and(
            eq(documentFolders.ownerId, ownerId),
            parentId ? eq(documentFolders.parentId, parentId) : isNull(documentFolders.parentId),
            isNull(documentFolders.trashedAt),
          ),
        )
        .orderBy(sql`lower(${documentFolders.name})`, documentFolders.id);
    },

    /** The folder and the folders above it, from the top level down. */
    async pathTo(folderId: string, executor: Database = db): Promise<DocumentFolderRow[]> {
      const result = await executor.execute(sql`
        WITH RECURSIVE up(id, parent_id, depth) AS (
          SELECT id, parent_id, 0 FROM document_folders WHERE id = ${folderId}
          UNION ALL
          SELECT f.id, f.parent_id, up.depth + 1 FROM document_folders f JOIN up ON f.id = up.parent_id
          WHERE up.depth < 1000
        )
        SELECT id, depth FROM up`);
      const depths = new Map(rowsOf<{ id: string; depth: number }>(result).map((row) => [row.id, Number(row.depth)]));
      if (depths.size === 0) return [];
      const rows = await executor
        .select()
        .from(documentFolders)
        .where(inArray(documentFolders.id, [...depths.keys()]));
      return rows.sort((a, b) => (depths.get(b.id) ?? 0) - (depths.get(a.id) ?? 0));
    },

    /** The owner's folders among `ids` and everything below them, whatever their trash state. */
    async subtreeIds(executor: Database, ownerId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const result = await executor.execute(sql`
        WITH RECURSIVE down(id) AS (
          SELECT id FROM document_folders WHERE owner_id = ${ownerId} AND id IN (${idList(ids)})
          UNION
          SELECT f.id FROM document_folders f JOIN down ON f.parent_id = down.id
        )
        SELECT id FROM down`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /** The owner's folders among `ids` that are not in the trash. */
    async ownedActiveFolderIds(ownerId: string, ids: string[], executor: Database = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .select({ id: documentFolders.id })
        .from(documentFolders)
        .where(
          and(
            eq(documentFolders.ownerId, ownerId),
            inArray(documentFolders.id, ids),
            isNull(documentFolders.trashedAt),
          ),
        );
      return rows.map((row) => row.id);
    },

    async moveFolders(tx: Database, ids: string[], parentId: string | null): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .update(documentFolders)
        .set({ parentId, updatedAt: new Date() })
        .where(inArray(documentFolders.id, ids))
        .returning({ id: documentFolders.id });
      return rows.length;
    },

    /**
     * Puts folders (the owner's `ids`, not in the trash) and everything inside them into the trash,
     * all with the same time: restoring the folder brings back what went with it, and only that.
     */
    async trashFolders(tx: Database, ownerId: string, ids: string[], now: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const subtree = await this.subtreeIds(tx, ownerId, ids);
      await tx
        .update(documentFolders)
        .set({ trashedAt: now, updatedAt: now })
        .where(and(inArray(documentFolders.id, subtree), isNull(documentFolders.trashedAt)));
      await tx
        .update(documents)
        .set({ trashedAt: now, updatedAt: now })
        .where(and(inArray(documents.folderId, subtree), isNull(documents.trashedAt)));
      return ids.length;
    },

    // The trash

    /**
     * What the trash lists: what was put there by itself, not what went with a folder (that comes back
     * with its folder).
     */
    async trashRoots(ownerId: string): Promise<{ documents: DocumentRow[]; folders: DocumentFolderRow[] }> {
      const withFolder = sql`EXISTS (SELECT 1 FROM document_folders p WHERE p.id = ${documents.folderId}
        AND p.trashed_at = ${documents.trashedAt})`;
      const withParent = sql`EXISTS (SELECT 1 FROM document_folders p WHERE p.id = ${documentFolders.parentId}
        AND p.trashed_at = ${documentFolders.trashedAt})`;
      const [documentRows, folderRows] = await Promise.all([
        db
          .select()
          .from(documents)
          .where(and(eq(documents.ownerId, ownerId), isNotNull(documents.trashedAt), sql`NOT ${withFolder}`))
          .orderBy(desc(documents.trashedAt), desc(documents.id)),
        db
          .select()
          .from(documentFolders)
          .where(
            and(eq(documentFolders.ownerId, ownerId), isNotNull(documentFolders.trashedAt), sql`NOT ${withParent}`),
          )
          .orderBy(desc(documentFolders.trashedAt), desc(documentFolders.id)),
      ]);
      return { documents: documentRows, folders: folderRows };
    },

    /**
     * Brings documents back from the trash; one whose folder is in the trash (or gone) comes back to the
     * top level. Answers how many came back.
     */
    async restoreDocuments(tx: Database, ownerId: string, ids: string[], now: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .update(documents)
        .set({
          trashedAt: null,
          updatedAt: now,
          folderId: sql`CASE WHEN EXISTS (SELECT 1 FROM document_folders p WHERE p.id = ${documents.folderId}
            AND p.trashed_at IS NULL) THEN ${documents.folderId} ELSE NULL END`,
        })
        .where(and(eq(documents.ownerId, ownerId), inArray(documents.id, ids), isNotNull(documents.trashedAt)))
        .returning({ id: documents.id });
      return rows.length;
    },

    /**
     * Brings folders back with what went to the trash with them (same time); a folder whose parent is
     * still in the trash comes back to the top level.
     */
    async restoreFolders(tx: Database, ownerId: string, ids: string[], now: Date): Promise<number> {
      let restored = 0;
      for (const id of ids) {
        const folder = await this.findFolder(id, tx);
        if (!folder || folder.ownerId !== ownerId || !folder.trashedAt) continue;
        const trashedAt = folder.trashedAt;
        const subtree = await this.subtreeIds(tx, ownerId, [id]);
        await tx
          .update(documentFolders)
          .set({ trashedAt: null, updatedAt: now })
          .where(and(inArray(documentFolders.id, subtree), eq(documentFolders.trashedAt, trashedAt)));
        await tx
          .update(documents)
          .set({ trashedAt: null, updatedAt: now })
          .where(and(inArray(documents.folderId, subtree), eq(documents.trashedAt, trashedAt)));
        const parent = folder.parentId ? await this.findFolder(folder.parentId, tx) : undefined;
        if (folder.parentId && (!parent || parent.trashedAt)) {
          await tx.update(documentFolders).set({ parentId: null }).where(eq(documentFolders.id, id));
        }
        restored += 1;
      }
      return restored;
    },

    /**
     * Deletes for good what is in the trash: the named documents and folders (with everything inside
     * them), or, with `all`, the whole trash. Answers the deleted documents (their files are the
     * caller's to remove once this commits) and the number of folders.
     */
    async deleteTrashed(
      tx: Database,
      ownerId: string,
      selection: { all: true } | { ids: string[]; folderIds: string[] },
    ): Promise<{ documents: DocumentRow[]; folderCount: number }> {
      let documentsWhere: SQL | undefined;
      let foldersWhere: SQL | undefined;
      if ('all' in selection) {
        documentsWhere = and(eq(documents.ownerId, ownerId), isNotNull(documents.trashedAt));
        foldersWhere = and(eq(documentFolders.ownerId, ownerId), isNotNull(documentFolders.trashedAt));
      } else {
        const trashedFolders = await this.subtreeIds(
          tx,
          ownerId,
          selection.folderIds.length === 0
            ? []
            : (
                await tx
                  .select({ id: documentFolders.id })
                  .from(documentFolders)
                  .where(
                    and(
                      eq(documentFolders.ownerId, ownerId),
                      inArray(documentFolders.id, selection.folderIds),
                      isNotNull(documentFolders.trashedAt),
                    ),
                  )
              ).map((row) => row.id),
        );
        const named = selection.ids.length > 0 ? inArray(documents.id, selection.ids) : undefined;
        const inside = trashedFolders.length > 0 ? inArray(documents.folderId, trashedFolders) : undefined;
        const which = named && inside ? sql`(${named} OR ${inside})` : (named ?? inside);
        documentsWhere = which ? and(eq(documents.ownerId, ownerId), isNotNull(documents.trashedAt), which) : undefined;
        foldersWhere =
          trashedFolders.length > 0
            ? and(inArray(documentFolders.id, trashedFolders), isNotNull(documentFolders.trashedAt))
            : undefined;
      }
      const deleted = documentsWhere ? await tx.delete(documents).where(documentsWhere).returning() : [];
      const folders = foldersWhere
        ? await tx.delete(documentFolders).where(foldersWhere).returning({ id: documentFolders.id })
        : [];
      return { documents: deleted, folderCount: folders.length };
    },

    /** The trash sweep: deletes what went to the trash before `before`, answers the deleted documents. */
    async deleteTrashedBefore(before: Date): Promise<DocumentRow[]> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const deleted = await tx.delete(documents).where(lt(documents.trashedAt, before)).returning();
        await tx.delete(documentFolders).where(lt(documentFolders.trashedAt, before));
        return deleted;
      });
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
