import type { ConversationType, ParticipantRole } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { iso } from '../../db/sql-text.js';
import { messageJson, visibleTo, type ChatUserRecord, type MessageRecord } from './chat-sql.js';

/** A pin with its message as the chat shows it. */
export interface PinRecord {
  message: MessageRecord;
  /** Null when the account that pinned it is gone. */
  pinnedBy: ChatUserRecord | null;
  pinnedAt: string;
}

/** A message as the pin rules see it, for one caller. */
export interface PinTarget {
  id: string;
  conversationId: string;
  type: ConversationType;
  /** The caller's role; null when they are not in the conversation. */
  role: ParticipantRole | null;
  /** The caller's history shows it: it is newer than when they deleted the chat for themselves. */
  visible: boolean;
}

export type PinOutcome = { status: 'pinned' | 'already'; pin: PinRecord } | { status: 'full' } | { status: 'gone' };

const pinJson = (pin: string, m: string) =>
  sql`json_build_object(
    'message', ${messageJson(m)},
    'pinnedAt', ${sql.raw(iso(`${pin}.pinned_at`))},
    'pinnedBy', ${sql.raw(`(SELECT json_build_object('id', pu.id, 'username', pu.username, 'avatar', pu.avatar,
                                                     'verified', pu.verified, 'deleted', pu.status = 'deleted')
                            FROM users pu WHERE pu.id = ${pin}.pinned_by)`)})`;

export function createMessagePinsRepository(db: Database) {
  const pinOf = async (runner: Database, messageId: string): Promise<PinRecord | undefined> => {
    const result = await runner.execute(sql`
      SELECT ${pinJson('mp', 'm')} AS pin
      FROM message_pins mp JOIN messages m ON m.id = mp.message_id
      WHERE mp.message_id = ${messageId}`);
    return rowsOf<{ pin: PinRecord }>(result)[0]?.pin;
  };

  return {
    async findTarget(messageId: string, callerId: string): Promise<PinTarget | undefined> {
      const result = await db.execute(sql`
        SELECT m.id, m.conversation_id, c.type, p.role,
               (p.user_id IS NOT NULL AND ${sql.raw(visibleTo('p', 'm'))}) AS visible
        FROM messages m
        JOIN conversations c ON c.id = m.conversation_id
        LEFT JOIN conversation_participants p ON p.conversation_id = m.conversation_id AND p.user_id = ${callerId}
        WHERE m.id = ${messageId}`);
      const [row] = rowsOf<{
        id: string;
        conversation_id: string;
        type: ConversationType;
        role: ParticipantRole | null;
        visible: boolean;
      }>(result);
      return (
        row && { id: row.id, conversationId: row.conversation_id, type: row.type, role: row.role, visible: row.visible }
      );
    },

    /**
     * Pins the message unless it is pinned already or the conversation holds `cap` pins. The count and
     * the insert run under a lock on the conversation's pins (a transaction-scoped advisory lock, which
     * message sends do not take), so two pins at once cannot pass the cap together.
     */
    pin(target: { id: string; conversationId: string }, pinnedBy: string, cap: number): Promise<PinOutcome> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('message_pins:' || ${target.conversationId}))`);
        const existing = await pinOf(tx, target.id);
        if (existing) return { status: 'already', pin: existing };
        const [count] = rowsOf<{ count: number }>(
          await tx.execute(
            sql`SELECT count(*)::int AS count FROM message_pins WHERE conversation_id = ${target.conversationId}`,
          ),
        );
        if (Number(count?.count ?? 0) >= cap) return { status: 'full' };
        await tx.execute(sql`
          INSERT INTO message_pins (message_id, conversation_id, pinned_by)
          SELECT m.id, m.conversation_id, ${pinnedBy} FROM messages m WHERE m.id = ${target.id}`);
        const pin = await pinOf(tx, target.id);
        return pin ? { status: 'pinned', pin } : { status: 'gone' };
      });
    },

    /** Unpins the message; answers whether it was pinned. */
    async unpin(messageId: string): Promise<boolean> {
      const result = await db.execute(
        sql`DELETE FROM message_pins WHERE message_id = ${messageId} RETURNING message_id`,
      );
      return rowsOf(result).length > 0;
    },

    /** The conversation's pins the viewer's history shows, newest pin first. */
    async listFor(conversationId: string, viewerId: string): Promise<PinRecord[]> {
      const result = await db.execute(sql`
        SELECT ${pinJson('mp', 'm')} AS pin
        FROM message_pins mp
        JOIN messages m ON m.id = mp.message_id
        JOIN conversation_participants p ON p.conversation_id = mp.conversation_id AND p.user_id = ${viewerId}
        WHERE mp.conversation_id = ${conversationId} AND ${sql.raw(visibleTo('p', 'm'))}
        ORDER BY mp.pinned_at DESC, mp.message_id DESC`);
      return rowsOf<{ pin: PinRecord }>(result).map((row) => row.pin);
    },

    /** The participants whose history shows the message: who hears of its pin. */
    async viewerIds(messageId: string): Promise<string[]> {
      const result = await db.execute(sql`
        SELECT p.user_id FROM messages m
        JOIN conversation_participants p ON p.conversation_id = m.conversation_id
        WHERE m.id = ${messageId} AND ${sql.raw(visibleTo('p', 'm'))}`);
      return rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
    },
  };
}

export type MessagePinsRepository = ReturnType<typeof createMessagePinsRepository>;
