import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/sql-rows.js';
import type { Database } from '../../db/database.js';
import { sessions, users, type SessionRow } from '../../db/schema/index.js';

export function createSessionsRepository(db: Database) {
  return {
    /** A new session; signing in counts as being seen. */
    async insert(values: { id: string; userId: string; device: string; ip: string; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values(values);
        await tx
          .update(users)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(users.id, values.userId));
      });
    },
    /**
     * Whether the session is open (exists, is `userId`'s, not expired), marking it and its user as seen
     * now, in one round trip.
     */
    async confirmAndTouch(sessionId: string, userId: string): Promise<boolean> {
      const result = await db.execute(sql`
        WITH seen AS (
          UPDATE ${sessions} SET last_seen_at = now()
          WHERE ${sessions.id} = ${sessionId} AND ${sessions.userId} = ${userId} AND ${sessions.expiresAt} > now()
          RETURNING ${sessions.userId} AS user_id
        )
        UPDATE ${users} SET last_seen_at = now() FROM seen WHERE ${users.id} = seen.user_id RETURNING ${users.id}`);
      return rowsOf(result).length > 0;
    },
    /** The user's open sessions, most recently used first. */
    listOf(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },
    /** Deletes one session of `userId`; false when they have no such session. */
    async delete(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    /** Deletes every session of `userId` but `except`; answers the ids it deleted. */
    async deleteAllOf(userId: string, except?: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), except ? ne(sessions.id, except) : undefined))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },
    /** Forgets sessions whose tokens have expired (they answer 401 anyway). */
    async deleteExpired(): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(sql`${sessions.expiresAt} <= now()`)
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
