import type { MessageStoryQuote, MessageType } from '@teamhub/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import { conversationParticipants as participants, messages } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/transaction.js';
import { rowsOf } from '../../db/sql-rows.js';
import { messageJson, type MessageRecord } from './chat-sql.js';

export interface NewMessage {
  conversationId: string;
  senderId: string;
  content: string;
  messageType: MessageType;
  fileId: string | null;
  replyToId: string | null;
  /** The sender's id for this message (see sendMessagePayloadSchema); null when the client sent none. */
  clientId: string | null;
  /** What a reply to a story quotes (stories module); absent for every message sent in the chat itself. */
  storyQuote?: MessageStoryQuote | null;
}

export type SendOutcome =
  | { status: 'sent'; message: MessageRecord; participantIds: string[] }
  /** The sender saved this message before under the same client id: nothing new was saved or sent. */
  | { status: 'duplicate'; message: MessageRecord }
  /** The client id names a message of the sender in another conversation. */
  | { status: 'client-id-reused' }
  | { status: 'not-member' }
  | { status: 'bad-reply' };

/** A message with what edit and delete rules need: who sent it, and whether the caller is in its conversation. */
export interface MessageFacts {
  id: string;
  conversationId: string;
  senderId: string;
  messageType: MessageType;
  callerIsMember: boolean;
}

class Rollback extends Error {
  /** `client-id-taken`: a racing send with the same client id committed first. */
  constructor(readonly outcome: SendOutcome | { status: 'client-id-taken' }) {
    super(outcome.status);
  }
}

export function createMessagesRepository(db: Database) {
  /** What a retried send answers: the message saved the first time, when it is in the same conversation. */
  const earlierSend = async (values: NewMessage): Promise<SendOutcome | undefined> => {
    if (!values.clientId) return undefined;
    const [row] = rowsOf<{ message: MessageRecord }>(
      await db.execute(sql`
        SELECT ${messageJson('m')} AS message FROM messages m
        WHERE m.sender_id = ${values.senderId} AND m.client_id = ${values.clientId}::uuid`),
    );
    if (!row) return undefined;
    return row.message.conversationId === values.conversationId
      ? { status: 'duplicate', message: row.message }
      : { status: 'client-id-reused' };
  };

  return {
    /**
     * Saves a message in one transaction. The first statement moves the conversation's
     * last_activity_at (clock time, and always forward), which locks the conversation row: messages
     * of one conversation are saved one after the other, in the order of their times, and no member
     * joins or leaves meanwhile. The second, seeing everything committed before that lock, checks the
     * sender is still a member, inserts, and answers the message as JSON with the members to tell.
     *
     * A client id seen before answers the first message and changes nothing. Two sends with the same
     * client id racing each other: the unique index makes the second insert wait for the first and
     * then insert nothing, so its transaction rolls back and it answers the first one's message.
     */
    async send(values: NewMessage): Promise<SendOutcome> {
      const earlier = await earlierSend(values);
      if (earlier) return earlier;
      const storyQuote = values.storyQuote ? JSON.stringify(values.storyQuote) : null;
      try {
        return await inTransaction(db, async (tx) => {
          const locked = rowsOf<{ reply_ok: boolean }>(
            await tx.execute(sql`
              UPDATE conversations c
              SET last_activity_at = greatest(clock_timestamp(), c.last_activity_at + interval '1 microsecond'),
                  message_seq = c.message_seq + 1
              WHERE c.id = ${values.conversationId}
                AND EXISTS (SELECT 1 FROM conversation_participants p
                            WHERE p.conversation_id = c.id AND p.user_id = ${values.senderId})
              RETURNING (${values.replyToId}::uuid IS NULL OR EXISTS (
                SELECT 1 FROM messages r WHERE r.id = ${values.replyToId}::uuid AND r.conversation_id = c.id)) AS reply_ok`),
          );
          if (locked.length === 0) throw new Rollback({ status: 'not-member' });
          if (!locked[0]?.reply_ok) throw new Rollback({ status: 'bad-reply' });
          const inserted = rowsOf<{ message: MessageRecord; participant_ids: string[] }>(
            await tx.execute(sql`
              WITH m AS (
                INSERT INTO messages (conversation_id, sender_id, content, message_type, file_id, reply_to_id,
                                      client_id, story_quote, seq, created_at, updated_at)
                SELECT c.id, ${values.senderId}, ${values.content}, ${values.messageType}, ${values.fileId}::uuid,
                       ${values.replyToId}::uuid, ${values.clientId}::uuid, ${storyQuote}::jsonb, c.message_seq,
                       c.last_activity_at, c.last_activity_at
                FROM conversations c
                WHERE c.id = ${values.conversationId}
                  AND EXISTS (SELECT 1 FROM conversation_participants p
                              WHERE p.conversation_id = c.id AND p.user_id = ${values.senderId})
                ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
                RETURNING *
              ), own AS (
                -- One's own message is never unread to oneself (see the schema's unread count).
                UPDATE conversation_participants p SET unread_excluded = p.unread_excluded + 1
                FROM m WHERE p.conversation_id = m.conversation_id AND p.user_id = m.sender_id
              )
              SELECT ${messageJson('m')} AS message,
                     (SELECT json_agg(p.user_id) FROM conversation_participants p
                      WHERE p.conversation_id = m.conversation_id) AS participant_ids
              FROM m`),
          );
          const [row] = inserted;
          // Membership holds under the lock, so nothing inserted with a client id means it was taken.
          if (!row) throw new Rollback({ status: values.clientId ? 'client-id-taken' : 'not-member' });
          return { status: 'sent', message: row.message, participantIds: row.participant_ids };
        });
      } catch (error) {
        if (error instanceof Rollback) {
          const { outcome } = error;
          return outcome.status === 'client-id-taken'
            ? ((await earlierSend(values)) ?? { status: 'not-member' })
            : outcome;
        }
        // The quoted message was deleted between the check and the insert.
        if (foreignKeyViolationConstraint(error) === 'messages_reply_to_id_messages_id_fk') {
          return { status: 'bad-reply' };
        }
        throw error;
      }
    },

    async findFacts(messageId: string, callerId: string): Promise<MessageFacts | undefined> {
      const [row] = await db
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          senderId: messages.senderId,
          messageType: messages.messageType,
          callerIsMember: sql<boolean>`${participants.userId} IS NOT NULL`,
        })
        .from(messages)
        .leftJoin(
          participants,
          and(eq(participants.conversationId, messages.conversationId), eq(participants.userId, callerId)),
        )
        .where(eq(messages.id, messageId))
        .limit(1);
      return row;
    },

    /** Replaces the text and marks the message edited; answers it as JSON (undefined when it is gone). */
    async edit(messageId: string, content: string): Promise<MessageRecord | undefined> {
      const result = await db.execute(sql`
        WITH m AS (
          UPDATE messages SET content = ${content}, is_edited = true, updated_at = now()
          WHERE id = ${messageId} RETURNING *
        )
        SELECT ${messageJson('m')} AS message FROM m`);
      return rowsOf<{ message: MessageRecord }>(result)[0]?.message;
    },

    /**
     * Deletes the message (replies to it keep their text and quote nothing); null when it was gone.
     * Members who had not read it count one unread message fewer: answers their new counts.
     */
    async delete(messageId: string): Promise<{ unread: { userId: string; unreadCount: number }[] } | null> {
      const [row] = rowsOf<{ deleted: boolean; unread: { userId: string; unreadCount: number }[] | null }>(
        await db.execute(sql`
          WITH gone AS (
            DELETE FROM messages WHERE id = ${messageId} RETURNING conversation_id, sender_id, seq
          ), lowered AS (
            UPDATE conversation_participants p SET unread_excluded = p.unread_excluded + 1
            FROM gone JOIN conversations c ON c.id = gone.conversation_id
            WHERE p.conversation_id = gone.conversation_id AND p.user_id <> gone.sender_id
              AND p.last_read_seq < gone.seq
            RETURNING p.user_id, greatest(c.message_seq - p.last_read_seq - p.unread_excluded, 0) AS unread_count
          )
          SELECT EXISTS (SELECT 1 FROM gone) AS deleted,
                 (SELECT json_agg(json_build_object('userId', user_id, 'unreadCount', unread_count))
                  FROM lowered) AS unread`),
      );
      return row?.deleted ? { unread: row.unread ?? [] } : null;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
