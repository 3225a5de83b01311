import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import { rowsOf } from '../../db/sql-rows.js';
import { reactionsJson, visibleTo, type ChatUserRecord, type ReactionRecord } from './chat-sql.js';

/** A message as the reaction rules see it, for one caller. */
export interface ReactionTarget {
  id: string;
  conversationId: string;
  senderId: string;
  /** The caller is in the conversation and their history shows the message. */
  visible: boolean;
}

/**
 * What a reaction did. `firstOfUser` / `lastOfUser`: the caller had no other reaction on the message
 * before it was added, or has none left after it was removed (a notification is made or withdrawn).
 */
export type AddOutcome =
  | { status: 'added'; reactions: ReactionRecord[]; firstOfUser: boolean }
  | { status: 'already'; reactions: ReactionRecord[] }
  | { status: 'full' }
  /** The message was deleted meanwhile. */
  | { status: 'gone' };
export interface RemoveOutcome {
  removed: boolean;
  reactions: ReactionRecord[];
  lastOfUser: boolean;
}

export function createMessageReactionsRepository(db: Database) {
  const reactionsOfMessage = async (runner: Database, messageId: string): Promise<ReactionRecord[]> => {
    const result = await runner.execute(
      sql`SELECT ${sql.raw(reactionsJson('m.id'))} AS reactions FROM messages m WHERE m.id = ${messageId}`,
    );
    return rowsOf<{ reactions: ReactionRecord[] }>(result)[0]?.reactions ?? [];
  };

  const hasAny = async (runner: Database, messageId: string, userId: string): Promise<boolean> => {
    const result = await runner.execute(
      sql`SELECT 1 FROM message_reactions WHERE message_id = ${messageId} AND user_id = ${userId} LIMIT 1`,
    );
    return rowsOf(result).length > 0;
  };

  const addLocked = (messageId: string, userId: string, emoji: string, cap: number): Promise<AddOutcome> =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('message_reactions:' || ${messageId}))`);
      const before = await reactionsOfMessage(tx, messageId);
      const same = before.find((reaction) => reaction.emoji === emoji);
      if (same?.userIds.includes(userId)) return { status: 'already', reactions: before };
      if (!same && before.length >= cap) return { status: 'full' };
      const firstOfUser = !before.some((reaction) => reaction.userIds.includes(userId));
      await tx.execute(
        sql`INSERT INTO message_reactions (message_id, user_id, emoji) VALUES (${messageId}, ${userId}, ${emoji})`,
      );
      return { status: 'added', reactions: await reactionsOfMessage(tx, messageId), firstOfUser };
    });

  return {
    async findTarget(messageId: string, callerId: string): Promise<ReactionTarget | undefined> {
      const result = await db.execute(sql`
        SELECT m.id, m.conversation_id, m.sender_id,
               (p.user_id IS NOT NULL AND ${sql.raw(visibleTo('p', 'm'))}) AS visible
        FROM messages m
        LEFT JOIN conversation_participants p ON p.conversation_id = m.conversation_id AND p.user_id = ${callerId}
        WHERE m.id = ${messageId}`);
      const [row] = rowsOf<{ id: string; conversation_id: string; sender_id: string; visible: boolean }>(result);
      return row && { id: row.id, conversationId: row.conversation_id, senderId: row.sender_id, visible: row.visible };
    },

    /**
     * Adds the caller's reaction unless it is there already or it would be the message's `cap` + 1-th
     * different emoji. The check and the insert run under a lock on the message's reactions (a
     * transaction-scoped advisory lock) so two new emojis at once cannot pass the cap together.
     */
    async add(messageId: string, userId: string, emoji: string, cap: number): Promise<AddOutcome> {
      try {
        return await addLocked(messageId, userId, emoji, cap);
      } catch (error) {
        if (foreignKeyViolationConstraint(error) === 'message_reactions_message_id_messages_id_fk') {
          return { status: 'gone' };
        }
        throw error;
      }
    },

    /** Removes the caller's reaction (removing one not there changes nothing). */
    remove(messageId: string, userId: string, emoji: string): Promise<RemoveOutcome> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const deleted = await tx.execute(sql`
          DELETE FROM message_reactions WHERE message_id = ${messageId} AND user_id = ${userId} AND emoji = ${emoji}
          RETURNING emoji`);
        const removed = rowsOf(deleted).length > 0;
        return {
          removed,
          reactions: await reactionsOfMessage(tx, messageId),
          lastOfUser: removed && !(await hasAny(tx, messageId, userId)),
        };
      });
    },

    /** Who reacted with each emoji, the first emoji and the first person first. */
    async reactors(messageId: string): Promise<{ emoji: string; users: ChatUserRecord[] }[]> {
      const result = await db.execute(sql`
        SELECT mr.emoji,
               json_agg(json_build_object('id', u.id, 'username', u.username, 'avatar', u.avatar,
                                          'verified', u.verified, 'deleted', u.status = 'deleted')
                        ORDER BY mr.created_at, u.id) AS users
        FROM message_reactions mr JOIN users u ON u.id = mr.user_id
        WHERE mr.message_id = ${messageId}
        GROUP BY mr.emoji
        ORDER BY min(mr.created_at), mr.emoji`);
      return rowsOf<{ emoji: string; users: ChatUserRecord[] }>(result);
    },

    /** The participants whose history shows the message: who hears of its reactions. */
    async viewerIds(messageId: string): Promise<string[]> {
      const result = await db.execute(sql`
        SELECT p.user_id FROM messages m
        JOIN conversation_participants p ON p.conversation_id = m.conversation_id
        WHERE m.id = ${messageId} AND ${sql.raw(visibleTo('p', 'm'))}`);
      return rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
    },
  };
}

export type MessageReactionsRepository = ReturnType<typeof createMessageReactionsRepository>;
