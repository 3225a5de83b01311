import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/sql-rows.js';
import { createBatchLanes } from '../../lib/batch-lanes.js';
import type { Database } from '../../db/database.js';
import { sessions, users, type SessionRow } from '../../db/schema/index.js';

/** A session a token names, and the user the token says it belongs to. */
export interface SessionOfUser {
  sessionId: string;
  userId: string;
}

export function createSessionsRepository(db: Database) {
  /** One read for many checks: for each (session, user) pair, whether that session is open. */
  const findOpen = async (checks: SessionOfUser[]): Promise<boolean[]> => {
    const ids = [...new Set(checks.map((check) => check.sessionId))];
    const result = await db.execute(sql`
      SELECT id, user_id FROM ${sessions} WHERE id = ANY(${sql.param(ids)}::uuid[]) AND expires_at > now()`);
    const ownerOf = new Map(rowsOf<{ id: string; user_id: string }>(result).map((row) => [row.id, row.user_id]));
    return checks.map((check) => ownerOf.get(check.sessionId) === check.userId);
  };
  // Requests whose session is not in the registry's memory (lib/batch-lanes.ts: one lane, paced for PGlite).
  const openChecks = createBatchLanes({ lanes: 1, laneOf: () => 0, maxBatch: 500, run: findOpen, paced: true });

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
     * Whether the session is open (exists, is `userId`'s, not expired). Checks asked while one is under
     * way are read together in the next one (lib/batch-lanes.ts): a burst of socket handshakes costs a
     * statement per batch, not per check.
     */
    isOpen: (sessionId: string, userId: string) => openChecks.push({ sessionId, userId }),
    /**
     * Marks these sessions and their users as seen now, in one statement. A row another transaction
     * holds is left as it is (it is being ended, or marked by another process): two statements that
     * each lock many rows, in no fixed order, could otherwise deadlock.
     */
    async touch(seen: SessionOfUser[]): Promise<void> {
      if (seen.length === 0) return;
      await db.execute(sql`
        WITH seen AS (
          UPDATE ${sessions} SET last_seen_at = now()
          WHERE id IN (SELECT id FROM ${sessions}
                       WHERE id = ANY(${sql.param(seen.map((one) => one.sessionId))}::uuid[])
                       FOR UPDATE SKIP LOCKED)
        )
        UPDATE ${users} SET last_seen_at = now()
        WHERE id IN (SELECT id FROM ${users}
                     WHERE id = ANY(${sql.param([...new Set(seen.map((one) => one.userId))])}::uuid[])
                     FOR UPDATE SKIP LOCKED)`);
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
