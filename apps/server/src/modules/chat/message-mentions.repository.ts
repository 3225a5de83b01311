import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

/** Who may write `@all` where: every member of a group, the admins and owners of a community. */
const MAY_NAME_ALL = `(c.type = 'group' OR (c.type = 'community' AND sp.role IN ('owner', 'admin')))`;

/** message_mentions: who each message mentions, and how many unread mentions a member has. */
export function createMessageMentionsRepository(db: Database) {
  return {
    /**
     * Records the members `names` (mention keys) and, with `all`, every member (where the sender may
     * name all) as mentioned by the message, leaving out the sender, non-members and closed accounts.
     * Answers only the newly mentioned: those recorded before (an edit) are not mentioned again.
     */
    async record(
      messageId: string,
      names: string[],
      all: boolean,
    ): Promise<{ conversationId: string; userIds: string[] }> {
      const named =
        names.length === 0
          ? sql`false`
          : sql`lower(u.username) IN (${sql.join(
              names.map((name) => sql`${name}`),
              sql`, `,
            )})`;
      const result = await db.execute(sql`
        WITH m AS (SELECT id, conversation_id, sender_id, seq FROM messages WHERE id = ${messageId}),
        sender AS (
          SELECT ${sql.raw(MAY_NAME_ALL)} AS may_name_all
          FROM m JOIN conversations c ON c.id = m.conversation_id
          JOIN conversation_participants sp ON sp.conversation_id = m.conversation_id AND sp.user_id = m.sender_id
        ),
        added AS (
          INSERT INTO message_mentions (message_id, user_id, conversation_id, seq)
          SELECT m.id, p.user_id, m.conversation_id, m.seq
          FROM m JOIN conversation_participants p ON p.conversation_id = m.conversation_id
          JOIN users u ON u.id = p.user_id
          WHERE p.user_id <> m.sender_id AND u.status = 'active'
            AND (${named} OR (${all} AND EXISTS (SELECT 1 FROM sender WHERE sender.may_name_all)))
          ON CONFLICT DO NOTHING
          RETURNING user_id, conversation_id
        )
        SELECT user_id, conversation_id FROM added`);
      const rows = rowsOf<{ user_id: string; conversation_id: string }>(result);
      return { conversationId: rows[0]?.conversation_id ?? '', userIds: rows.map((row) => row.user_id) };
    },

    /** Each of `userIds`'s unread mentions in the conversation (after their read position). */
    async unreadCounts(conversationId: string, userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const result = await db.execute(sql`
        SELECT p.user_id, count(mm.message_id)::int AS unread
        FROM conversation_participants p
        LEFT JOIN message_mentions mm ON mm.user_id = p.user_id AND mm.conversation_id = p.conversation_id
          AND mm.seq > p.last_read_seq
        WHERE p.conversation_id = ${conversationId}
          AND p.user_id IN (${sql.join(
            userIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        GROUP BY p.user_id`);
      return new Map(
        rowsOf<{ user_id: string; unread: number }>(result).map((row) => [row.user_id, Number(row.unread)]),
      );
    },
  };
}

export type MessageMentionsRepository = ReturnType<typeof createMessageMentionsRepository>;
