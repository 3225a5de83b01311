import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * Whose presence a user needs: the people they share a direct conversation or a group with. Not
 * communities: anyone may join one, and telling every member of a large community about every
 * member coming and going costs members² (their info panel shows a snapshot instead).
 */
export function createPresenceRepository(db: Database) {
  return {
    /** One statement: the user's memberships (user_id index), then each conversation's members (primary key). */
    async contactIds(userId: string): Promise<string[]> {
      const result = await db.execute(sql`
        SELECT DISTINCT other.user_id AS id
        FROM conversation_participants mine
        JOIN conversations c ON c.id = mine.conversation_id AND c.type <> 'community'
        JOIN conversation_participants other
          ON other.conversation_id = mine.conversation_id AND other.user_id <> mine.user_id
        WHERE mine.user_id = ${userId}`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
