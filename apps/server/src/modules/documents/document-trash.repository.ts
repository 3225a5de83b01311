import { and, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { documentFolders, documents, type DocumentFolderRow, type DocumentRow } from '../../db/schema/index.js';
import type { DocumentFoldersRepository } from './document-folders.repository.js';

/** The trash: what it lists, restoring, deleting for good, and the 30-day sweep. */
export function createDocumentTrashRepository(db: Database, folders: DocumentFoldersRepository) {
  return {
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
        const folder = await folders.findFolder(id, tx);
        if (!folder || folder.ownerId !== ownerId || !folder.trashedAt) continue;
        const trashedAt = folder.trashedAt;
        const subtree = await folders.subtreeIds(tx, ownerId, [id]);
        await tx
          .update(documentFolders)
          .set({ trashedAt: null, updatedAt: now })
          .where(and(inArray(documentFolders.id, subtree), eq(documentFolders.trashedAt, trashedAt)));
        await tx
          .update(documents)
          .set({ trashedAt: null, updatedAt: now })
          .where(and(inArray(documents.folderId, subtree), eq(documents.trashedAt, trashedAt)));
        const parent = folder.parentId ? await folders.findFolder(folder.parentId, tx) : undefined;
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
        const namedFolders =
          selection.folderIds.length === 0
            ? []
            : await tx
                .select({ id: documentFolders.id })
                .from(documentFolders)
                .where(
                  and(
                    eq(documentFolders.ownerId, ownerId),
                    inArray(documentFolders.id, selection.folderIds),
                    isNotNull(documentFolders.trashedAt),
                  ),
                );
        const trashedFolders = await folders.subtreeIds(
          tx,
          ownerId,
          namedFolders.map((row) => row.id),
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
      const deletedFolders = foldersWhere
        ? await tx.delete(documentFolders).where(foldersWhere).returning({ id: documentFolders.id })
        : [];
      return { documents: deleted, folderCount: deletedFolders.length };
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
  };
}

export type DocumentTrashRepository = ReturnType<typeof createDocumentTrashRepository>;
