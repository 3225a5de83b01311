import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { chatFiles, type ChatFileRow, type NewChatFileRow } from '../../db/schema/index.js';

export function createChatFilesRepository(db: Database) {
  return {
    async insert(values: NewChatFileRow): Promise<ChatFileRow> {
      const [row] = await db.insert(chatFiles).values(values).returning();
      if (!row) throw new Error('Insert returned no chat file');
      return row;
    },

    /** A file `uploaderId` uploaded (what they may send in a message). */
    async findUploadedBy(fileId: string, uploaderId: string): Promise<ChatFileRow | undefined> {
      const [row] = await db
        .select()
        .from(chatFiles)
        .where(and(eq(chatFiles.id, fileId), eq(chatFiles.uploaderId, uploaderId)))
        .limit(1);
      return row;
    },

    /**
     * The file when `userId` may read it: they uploaded it, or they are in a conversation where a
     * message carries it. Undefined otherwise (and for an unknown file: the two are not told apart).
     */
    async findReadableBy(fileId: string, userId: string): Promise<ChatFileRow | undefined> {
      const [row] = await db
        .select()
        .from(chatFiles)
        .where(
          and(
            eq(chatFiles.id, fileId),
            sql`(${chatFiles.uploaderId} = ${userId} OR EXISTS (
              SELECT 1 FROM messages m
              JOIN conversation_participants p ON p.conversation_id = m.conversation_id AND p.user_id = ${userId}
              WHERE m.file_id = ${chatFiles.id}))`,
          ),
        )
        .limit(1);
      return row;
    },

    /** Among `storedNames`, the ones that have a row. */
    async existingStoredNames(storedNames: string[]): Promise<Set<string>> {
      if (storedNames.length === 0) return new Set();
      const rows = await db
        .select({ storedName: chatFiles.storedName })
        .from(chatFiles)
        .where(inArray(chatFiles.storedName, storedNames));
      return new Set(rows.map((row) => row.storedName));
    },

    /** Deletes uploads made before `before` that no message carries; answers their stored names. */
    async deleteUnattachedBefore(before: Date): Promise<string[]> {
      const rows = await db
        .delete(chatFiles)
        .where(
          and(
            lt(chatFiles.createdAt, before),
            sql`NOT EXISTS (SELECT 1 FROM messages m WHERE m.file_id = ${chatFiles.id})`,
          ),
        )
        .returning({ storedName: chatFiles.storedName });
      return rows.map((row) => row.storedName);
    },
  };
}

export type ChatFilesRepository = ReturnType<typeof createChatFilesRepository>;
