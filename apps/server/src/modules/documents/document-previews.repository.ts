import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { documents } from '../../db/schema/index.js';

/** What making a preview needs to know of a document. */
export interface PreviewSubject {
  id: string;
  mimeType: string;
  size: number;
  storedName: string;
}

export function createDocumentPreviewsRepository(db: Database) {
  return {
    /**
     * Takes the making of a document's preview for `holdMs` and answers the document; undefined when it
     * is gone, done, or held by another process right now. One statement, so of several processes
     * asking at once exactly one gets it.
     */
    async claim(documentId: string, holdMs: number): Promise<PreviewSubject | undefined> {
      const [row] = await db
        .update(documents)
        .set({ previewClaimedUntil: sql`now() + make_interval(secs => ${holdMs / 1000})` })
        .where(
          and(
            eq(documents.id, documentId),
            eq(documents.previewStatus, 'pending'),
            or(isNull(documents.previewClaimedUntil), lt(documents.previewClaimedUntil, sql`now()`)),
          ),
        )
        .returning({
          id: documents.id,
          mimeType: documents.mimeType,
          size: documents.size,
          storedName: documents.storedName,
        });
      return row;
    },

    /** Every document whose preview was never made (a restart while it was queued, a process that died). */
    async pendingIds(): Promise<string[]> {
      const rows = await db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.previewStatus, 'pending'))
        .orderBy(documents.createdAt);
      return rows.map((row) => row.id);
    },

    /** The key of a document's ready preview, when `ownerId` owns the document. */
    async readyPreview(documentId: string, ownerId: string): Promise<{ name: string; previewKey: string } | undefined> {
      const [row] = await db
        .select({ name: documents.name, previewKey: documents.previewKey })
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.ownerId, ownerId), eq(documents.previewStatus, 'ready')))
        .limit(1);
      return row?.previewKey ? { name: row.name, previewKey: row.previewKey } : undefined;
    },

    /** Records the outcome; false when the document is gone (deleted while its preview was made). */
    async finish(documentId: string, status: 'ready' | 'none' | 'failed', previewKey: string | null): Promise<boolean> {
      const rows = await db
        .update(documents)
        .set({ previewStatus: status, previewKey, previewClaimedUntil: null })
        .where(and(eq(documents.id, documentId), eq(documents.previewStatus, 'pending')))
        .returning({ id: documents.id });
      return rows.length > 0;
    },
  };
}

export type DocumentPreviewsRepository = ReturnType<typeof createDocumentPreviewsRepository>;
