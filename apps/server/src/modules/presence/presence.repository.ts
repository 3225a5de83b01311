import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { createBatchLanes } from '../../lib/batch-lanes.js';

/**
 * Whose presence a user needs, as a uuid[] for the user `userId` (an SQL expression): the people they
 * share a direct conversation or a group with, found from the user's memberships (user_id index), then
 * each conversation's members (primary key). Not communities: anyone may join one, and telling every
 * member of a large community about every member coming and going costs members² (their info panel
 * shows a snapshot instead).
 */
export const contactIdsOf = (userId: SQL) => sql`ARRAY(
  SELECT DISTINCT other.user_id
  FROM conversation_participants mine
  JOIN conversations c ON c.id = mine.conversation_id AND c.type <> 'community'
  JOIN conversation_participants other
    ON other.conversation_id = mine.conversation_id AND other.user_id <> mine.user_id
  WHERE mine.user_id = ${userId})`;

export function createPresenceRepository(db: Database) {
  /** One statement for the contacts of many users, in the order asked. */
  const contactsOfEach = async (userIds: string[]): Promise<string[][]> => {
    const result = await db.execute(sql`
      SELECT ${contactIdsOf(sql`asked.user_id`)} AS contact_ids
      FROM unnest(${sql.param(userIds)}::uuid[]) WITH ORDINALITY AS asked(user_id, i)
      ORDER BY asked.i`);
    return rowsOf<{ contact_ids: string[] }>(result).map((row) => row.contact_ids);
  };
  // Presence changes come in bursts (a restart brings everyone back): the users whose contacts are asked
  // for while a read is under way are read together in the next one (lib/batch-lanes.ts: one lane, paced).
  const lookups = createBatchLanes({ lanes: 1, laneOf: () => 0, maxBatch: 500, run: contactsOfEach, paced: true });

  return {
    /** The user's contacts (see contactIdsOf), read with those of everyone else asked for at the same moment. */
    contactIds: (userId: string): Promise<string[]> => lookups.push(userId),
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
