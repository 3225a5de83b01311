import type { ConversationRead } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { iso } from '../../db/sql-text.js';

/**
 * The message a participant row `p` has read up to (chat_mark_read finds it the same way): the newest
 * one at or before their read position that they can see (after they deleted the chat for themselves) and that came after they joined (a
 * newcomer's position starts at the newest message, which they never saw). One backward step of
 * messages_conversation_seq_idx; deleted messages are simply not there.
 */
const readUpTo = (p: string) =>
  sql.raw(`(SELECT m.id FROM messages m
            WHERE m.conversation_id = ${p}.conversation_id AND m.thread_root_id IS NULL
              AND m.seq <= ${p}.last_read_seq
              AND m.created_at > ${p}.joined_at
              AND (${p}.cleared_at IS NULL OR m.created_at > ${p}.cleared_at)
            ORDER BY m.seq DESC LIMIT 1)`);

/** What a read mark changed: null when the caller is not in the conversation. */
export interface ReadMark {
  /** The message the reader now has read up to, when their position moved and they send receipts. */
  lastReadMessageId: string | null;
  /** The other participants who turned read receipts off: they are not told. */
  silentIds: string[];
}

/**
 * Read receipts, from the read positions the participants' rows keep (last_read_seq, last_read_at):
 * no row per message and reader. A member with users.send_read_receipts off is in nobody's receipts
 * and sees nobody's (as WhatsApp does).
 */
export function createReadReceiptsRepository(db: Database) {
  return {
    /**
     * Marks the conversation read up to its newest message (chat_mark_read, migration 0029); what the
     * other participants must hear of it, or null when the caller is not in it.
     */
    async markRead(conversationId: string, userId: string): Promise<ReadMark | null> {
      const [row] = rowsOf<{ last_read_message_id: string | null; silent_ids: string[] }>(
        await db.execute(sql`
          SELECT last_read_message_id, to_json(silent_ids) AS silent_ids
          FROM chat_mark_read(${conversationId}::uuid, ${userId}::uuid)`),
      );
      if (!row) return null;
      return { lastReadMessageId: row.last_read_message_id, silentIds: row.silent_ids };
    },

    /**
     * The receipts `viewerId` sees in the conversation (they are known to be in it): the other
     * participants' who send receipts and have read a message since they joined; none at all when
     * the viewer turned receipts off.
     */
    async listFor(conversationId: string, viewerId: string): Promise<ConversationRead[]> {
      const result = await db.execute(sql`
        SELECT p.user_id AS "userId", r.id AS "lastReadMessageId", ${sql.raw(iso('p.last_read_at'))} AS "readAt"
        FROM users viewer
        JOIN conversation_participants p ON p.conversation_id = ${conversationId} AND p.user_id <> viewer.id
        JOIN users u ON u.id = p.user_id AND u.send_read_receipts AND u.status <> 'deleted'
        CROSS JOIN LATERAL (SELECT ${readUpTo('p')} AS id) r
        WHERE viewer.id = ${viewerId} AND viewer.send_read_receipts AND r.id IS NOT NULL
        ORDER BY p.joined_at, p.user_id`);
      return rowsOf<ConversationRead>(result);
    },
  };
}

export type ReadReceiptsRepository = ReturnType<typeof createReadReceiptsRepository>;
