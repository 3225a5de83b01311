import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { documents, documentShareLinks, type DocumentRow, type DocumentShareLinkRow } from '../../db/schema/index.js';

/** Share links and the documents they open; every owner check is part of the query (404 otherwise). */
export function createDocumentSharesRepository(db: Database) {
  return {
    /** The caller's own document, not in the trash. */
    async ownDocument(documentId: string, ownerId: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.ownerId, ownerId), isNull(documents.trashedAt)))
        .limit(1);
      return row;
    },

    async insertLink(values: { id: string; documentId: string; tokenHash: string; expiresAt: Date }) {
      const [row] = await db.insert(documentShareLinks).values(values).returning();
      if (!row) throw new Error('Insert returned no share link');
      return row;
    },

    /** The document's links still usable at `now`, newest first. */
    async activeLinks(documentId: string, now: Date): Promise<DocumentShareLinkRow[]> {
      return db
        .select()
        .from(documentShareLinks)
        .where(
          and(
            eq(documentShareLinks.documentId, documentId),
            isNull(documentShareLinks.revokedAt),
            gt(documentShareLinks.expiresAt, now),
          ),
        )
        .orderBy(desc(documentShareLinks.createdAt));
    },

    /** Turns off a link of one of the owner's documents; undefined when there is no such live link. */
    async revoke(linkId: string, ownerId: string, now: Date): Promise<DocumentShareLinkRow | undefined> {
      const [row] = await db
        .update(documentShareLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(documentShareLinks.id, linkId),
            isNull(documentShareLinks.revokedAt),
            inArray(
              documentShareLinks.documentId,
              db.select({ id: documents.id }).from(documents).where(eq(documents.ownerId, ownerId)),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** The document a live link opens: not revoked, not expired at `now`, the document not in the trash. */
    async documentByTokenHash(tokenHash: string, now: Date): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select({ document: documents })
        .from(documentShareLinks)
        .innerJoin(documents, eq(documents.id, documentShareLinks.documentId))
        .where(
          and(
            eq(documentShareLinks.tokenHash, tokenHash),
            isNull(documentShareLinks.revokedAt),
            gt(documentShareLinks.expiresAt, now),
            isNull(documents.trashedAt),
          ),
        )
        .limit(1);
      return row?.document;
    },
  };
}

export type DocumentSharesRepository = ReturnType<typeof createDocumentSharesRepository>;
