import type { MessageStoryQuote, MessageType } from '@teamhub/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { foreignKeyViolationConstraint, uniqueViolationConstraint } from '../../db/errors.js';
import { conversationParticipants as participants, messages } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { createBatchLanes } from '../../lib/batch-lanes.js';
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
  /** A reply in the thread of this root (never itself a reply in a thread); absent or null otherwise. */
  threadRootId?: string | null;
}

export type SendOutcome =
  | { status: 'sent'; message: MessageRecord; participantIds: string[] }
  /** The sender saved this message before under the same client id: nothing new was saved or sent. */
  | { status: 'duplicate'; message: MessageRecord }
  /** The client id names a message of the sender in another conversation. */
  | { status: 'client-id-reused' }
  | { status: 'not-member' }
  | { status: 'bad-reply' }
  /** The thread's root is not a message of the conversation, or is itself a reply in a thread. */
  | { status: 'bad-thread' };

/** A message with what edit and delete rules need: who sent it, and whether the caller is in its conversation. */
export interface MessageFacts {
  id: string;
  conversationId: string;
  senderId: string;
  messageType: MessageType;
  callerIsMember: boolean;
}

type SentRow =
  | { outcome: 'sent'; message: MessageRecord; participant_ids: string[] }
  | { outcome: 'duplicate'; message: MessageRecord; participant_ids: null }
  | {
      outcome: 'client-id-reused' | 'not-member' | 'bad-reply' | 'bad-thread';
      message: MessageRecord | null;
      participant_ids: null;
    };

export function createMessagesRepository(db: Database, { lanes = 4 }: { lanes?: number } = {}) {
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

  /** A row of chat_send_messages as the calling statement answers it. */
  const outcomeOf = (row: SentRow): SendOutcome => {
    if (row.outcome === 'sent') return { status: 'sent', message: row.message, participantIds: row.participant_ids };
    if (row.outcome === 'duplicate') return { status: 'duplicate', message: row.message };
    return { status: row.outcome };
  };
  const answered = sql`s.outcome, to_json(s.participant_ids) AS participant_ids,
    CASE WHEN (s.message).id IS NULL THEN NULL ELSE ${messageJson('(s.message)')} END AS message`;

  /**
   * Saves messages with one call of chat_send_messages (migration 0015, which says how): one statement
   * in autocommit, so no conversation's row lock is held across a round trip, and each conversation's
   * counters are written once per batch. Answers one outcome per message, in the batch's order.
   */
  const saveTogether = async (batch: NewMessage[]): Promise<SendOutcome[]> => {
    const items = batch.map((values, i) => ({
      i,
      conversation_id: values.conversationId,
      sender_id: values.senderId,
      content: values.content,
      message_type: values.messageType,
      file_id: values.fileId,
      reply_to_id: values.replyToId,
      client_id: values.clientId,
      story_quote: values.storyQuote ?? null,
      thread_root_id: values.threadRootId ?? null,
    }));
    const rows = rowsOf<SentRow & { i: number }>(
      await db.execute(sql`
        SELECT s.item_index AS i, ${answered} FROM chat_send_messages(${JSON.stringify(items)}::jsonb) s`),
    );
    const outcomes = new Array<SendOutcome>(batch.length);
    for (const row of rows) outcomes[row.i] = outcomeOf(row);
    return outcomes;
  };

  const saveOne = async (values: NewMessage): Promise<SendOutcome> => {
    try {
      const [outcome] = await saveTogether([values]);
      if (!outcome) throw new Error('chat_send_messages answered no row');
      return outcome;
    } catch (error) {
      // The same client id sent into another conversation at the same moment: answered as a retry.
      if (uniqueViolationConstraint(error) === 'messages_sender_client_id_key') {
        return (await earlierSend(values)) ?? { status: 'not-member' };
      }
      // The quoted message was deleted between the check and the insert.
      if (foreignKeyViolationConstraint(error) === 'messages_reply_to_id_messages_id_fk') {
        return { status: 'bad-reply' };
      }
      // The thread's root was deleted (it had no reply yet) between the check and the insert.
      if (foreignKeyViolationConstraint(error) === 'messages_thread_root_id_messages_id_fk') {
        return { status: 'bad-thread' };
      }
      throw error;
    }
  };

  /**
   * Saves several messages in one statement. When it fails (a client id raced in another
   * conversation, a quoted message deleted meanwhile), nothing of it was saved, and each message is
   * sent again alone to get its own answer.
   */
  const saveMany = async (batch: NewMessage[]): Promise<SendOutcome[]> => {
    if (batch.length === 1) return [await saveOne(batch[0] as NewMessage)];
    try {
      return await saveTogether(batch);
    } catch {
      const outcomes: SendOutcome[] = [];
      for (const values of batch) outcomes.push(await saveOne(values));
      return outcomes;
    }
  };

  // Lanes by conversation: a busy conversation fills its lane's batches, and the others' sends still
  // go out beside it, on other pool connections.
  const sends = createBatchLanes({
    lanes,
    laneOf: (values: NewMessage) => Number.parseInt(values.conversationId.slice(0, 6), 16),
    maxBatch: 100,
    run: saveMany,
  });

  return {
    /** Saves a message, alone or with others waiting at the same moment (lib/batch-lanes.ts). */
    send: (values: NewMessage) => sends.push(values),

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
          WHERE id = ${messageId} AND deleted_at IS NULL RETURNING *
        )
        SELECT ${messageJson('m')} AS message FROM m`);
      return rowsOf<{ message: MessageRecord }>(result)[0]?.message;
    },

    /**
     * Deletes the message (replies to it keep their text and quote nothing); null when it was gone.
     * Members who had not read it count one unread message fewer: answers their new counts. A thread
     * root with replies is only marked deleted (`kept`), its content, reactions and pin gone, and keeps
     * its thread; a reply in a thread counts one fewer on its root (`threadRootId`) and no unread.
     */
    async delete(messageId: string): Promise<{
      unread: { userId: string; unreadCount: number }[];
      kept: boolean;
      threadRootId: string | null;
    } | null> {
      const [row] = rowsOf<{
        deleted: boolean;
        kept: boolean;
        thread_root_id: string | null;
        unread: { userId: string; unreadCount: number }[] | null;
      }>(
        await db.execute(sql`
          WITH removed AS (
            DELETE FROM messages WHERE id = ${messageId} AND thread_reply_count = 0
            RETURNING conversation_id, sender_id, seq, thread_root_id, false AS kept
          ), hidden AS (
            UPDATE messages SET deleted_at = now(), content = '-', message_type = 'text', file_id = NULL,
                                reply_to_id = NULL, story_quote = NULL, updated_at = now()
            WHERE id = ${messageId} AND thread_reply_count > 0 AND deleted_at IS NULL
            RETURNING conversation_id, sender_id, seq, thread_root_id, true AS kept
          ), gone AS (
            SELECT * FROM removed UNION ALL SELECT * FROM hidden
          ), unreacted AS (
            DELETE FROM message_reactions WHERE message_id IN (SELECT ${messageId}::uuid FROM hidden)
          ), unpinned AS (
            DELETE FROM message_pins WHERE message_id IN (SELECT ${messageId}::uuid FROM hidden)
          ), recounted AS (
            UPDATE messages r SET thread_reply_count = greatest(r.thread_reply_count - 1, 0),
                   thread_last_reply_at = (SELECT max(t.created_at) FROM messages t
                                           WHERE t.thread_root_id = r.id AND t.id <> ${messageId})
            FROM gone WHERE r.id = gone.thread_root_id
          ), lowered AS (
            UPDATE conversation_participants p SET unread_excluded = p.unread_excluded + 1
            FROM gone JOIN conversations c ON c.id = gone.conversation_id
            WHERE p.conversation_id = gone.conversation_id AND p.user_id <> gone.sender_id
              AND p.last_read_seq < gone.seq AND gone.thread_root_id IS NULL
            RETURNING p.user_id, greatest(c.message_seq - p.last_read_seq - p.unread_excluded, 0) AS unread_count
          )
          SELECT EXISTS (SELECT 1 FROM gone) AS deleted, coalesce((SELECT kept FROM gone), false) AS kept,
                 (SELECT thread_root_id FROM gone) AS thread_root_id,
                 (SELECT json_agg(json_build_object('userId', user_id, 'unreadCount', unread_count))
                  FROM lowered) AS unread`),
      );
      return row?.deleted ? { unread: row.unread ?? [], kept: row.kept, threadRootId: row.thread_root_id } : null;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
