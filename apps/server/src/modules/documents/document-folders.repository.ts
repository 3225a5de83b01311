import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { documentFolders, documents, type DocumentFolderRow } from '../../db/schema/index.js';

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The owner's folders: a tree by `parent_id`, walked with recursive queries. */
export function createDocumentFoldersRepository(db: Database) {
  /** The owner's folders among `ids` and everything below them, whatever their trash state. */
  async function subtreeIds(executor: Database, ownerId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const result = await executor.execute(sql`
      WITH RECURSIVE down(id) AS (
        SELECT id FROM document_folders WHERE owner_id = ${ownerId} AND id IN (${idList(ids)})
        UNION
        SELECT f.id FROM document_folders f JOIN down ON f.parent_id = down.id
      )
      SELECT id FROM down`);
    return rowsOf<{ id: string }>(result).map((row) => row.id);
  }

  return {
    subtreeIds,

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
      const subtree = await subtreeIds(tx, ownerId, ids);
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
  };
}

export type DocumentFoldersRepository = ReturnType<typeof createDocumentFoldersRepository>;
