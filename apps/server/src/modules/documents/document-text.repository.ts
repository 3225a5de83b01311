import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { documents, documentTextChunks } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/transaction.js';
import type { TextChunk } from './document-text-chunking.js';

/** What extracting a document's text needs to know of it. */
export interface TextSubject {
  id: string;
  mimeType: string;
  size: number;
  storedName: string;
  /** Extractions started so far, this one included: the claim's number, checked when it is finished. */
  attempts: number;
}

/** Chunk rows per INSERT: a 500,000-character document makes a few hundred at most. */
const INSERT_BATCH = 200;

export function createDocumentTextRepository(db: Database) {
  /** The document, pending and still claimed by `attempt` (no other process took it over since). */
  const stillOurs = (documentId: string, attempt: number) =>
    and(eq(documents.id, documentId), eq(documents.textStatus, 'pending'), eq(documents.textAttempts, attempt));

  return {
    /**
     * Takes the extraction of a document's text for `holdMs`, counting the attempt, and answers the
     * document; undefined when it is gone, done, or held by another process right now. One statement,
     * so of several processes asking at once exactly one gets it. The attempt is counted here, not when
     * it fails, so that a file that stops the process every time is given up on too.
     */
    async claim(documentId: string, holdMs: number): Promise<TextSubject | undefined> {
      const [row] = await db
        .update(documents)
        .set({
          textClaimedUntil: sql`now() + make_interval(secs => ${holdMs / 1000})`,
          textAttempts: sql`${documents.textAttempts} + 1`,
        })
        .where(
          and(
            eq(documents.id, documentId),
            eq(documents.textStatus, 'pending'),
            or(isNull(documents.textClaimedUntil), lt(documents.textClaimedUntil, sql`now()`)),
          ),
        )
        .returning({
          id: documents.id,
          mimeType: documents.mimeType,
          size: documents.size,
          storedName: documents.storedName,
          attempts: documents.textAttempts,
        });
      return row;
    },

    /** Every document whose text was never extracted (a restart while queued, an upgrade, a process that died). */
    async pendingIds(): Promise<string[]> {
      const rows = await db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.textStatus, 'pending'))
        .orderBy(documents.createdAt);
      return rows.map((row) => row.id);
    },

    /** Lets a failed attempt go, still pending, for a later one (by this process or any other). */
    async release(subject: TextSubject): Promise<void> {
      await db.update(documents).set({ textClaimedUntil: null }).where(stillOurs(subject.id, subject.attempts));
    },

    /**
     * Records the outcome and, in the same transaction, the document's chunks in place of any earlier
     * ones. False, and nothing written, when the document is gone (deleted meanwhile: its row lock
     * makes a deletion wait for this commit, and the chunks then go with it) or no longer this claim's.
     */
    async finish(subject: TextSubject, status: 'ready' | 'none' | 'failed', chunks: TextChunk[]): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const rows = await tx
          .update(documents)
          .set({ textStatus: status, textClaimedUntil: null })
          .where(stillOurs(subject.id, subject.attempts))
          .returning({ id: documents.id });
        if (rows.length === 0) return false;
        await tx.delete(documentTextChunks).where(eq(documentTextChunks.documentId, subject.id));
        const values = chunks.map((chunk, index) => ({ documentId: subject.id, chunk: index, ...chunk }));
        for (let start = 0; start < values.length; start += INSERT_BATCH) {
          await tx.insert(documentTextChunks).values(values.slice(start, start + INSERT_BATCH));
        }
        return true;
      });
    },
  };
}

export type DocumentTextRepository = ReturnType<typeof createDocumentTextRepository>;
