import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { messageJson, threadUnreadSql, type MessageRecord } from './chat-sql.js';

/** A message asked about as a thread: its thread's root and whether the caller is in its conversation. */
export interface ThreadRef {
  rootId: string;
  conversationId: string;
  callerIsMember: boolean;
}

/** Someone who follows a thread (its root's author, who wrote or opened it) and their unread replies. */
export interface ThreadFollower {
  userId: string;
  unreadCount: number;
  /** The root's author or someone who replied: these are notified of new replies. */
  wrote: boolean;
}

/**
 * Reads and read marks of threads (issue 30). Replies are saved by chat_send_messages (migration
 * 0026) like any message; this reads them by root, newest first, on messages_thread_root_created_idx.
 */
export function createMessageThreadsRepository(db: Database) {
  return {
    /** The thread `messageId` belongs to (its own, or its root's when it is a reply in a thread). */
    async threadOf(messageId: string, callerId: string): Promise<ThreadRef | undefined> {
      const [row] = rowsOf<{ root_id: string; conversation_id: string; member: boolean }>(
        await db.execute(sql`
          SELECT coalesce(m.thread_root_id, m.id) AS root_id, m.conversation_id,
                 EXISTS (SELECT 1 FROM conversation_participants p
                         WHERE p.conversation_id = m.conversation_id AND p.user_id = ${callerId}) AS member
          FROM messages m WHERE m.id = ${messageId}`),
      );
      return row && { rootId: row.root_id, conversationId: row.conversation_id, callerIsMember: row.member };
    },

    /** The root as `viewerId` sees it, with their unread count. */
    async root(rootId: string, viewerId: string): Promise<MessageRecord | undefined> {
      const [row] = rowsOf<{ message: MessageRecord; unread: number }>(
        await db.execute(sql`
          SELECT ${messageJson('m')} AS message, ${threadUnreadSql('m', viewerId)} AS unread
          FROM messages m WHERE m.id = ${rootId}`),
      );
      return row && { ...row.message, threadUnreadCount: Number(row.unread) };
    },

    /**
     * A page of replies, newest first, keyset-paginated on (created_at, id) like a history page; one row
     * more than `limit` tells whether older replies exist. An unknown cursor gives an empty page.
     */
    async page(query: {
      rootId: string;
      limit: number;
      before?: string;
    }): Promise<{ messages: MessageRecord[]; hasMore: boolean }> {
      const { rootId, limit, before } = query;
      const cursor = before
        ? sql`AND (m.created_at, m.id) < (SELECT cursor.created_at, cursor.id FROM messages cursor
                                          WHERE cursor.id = ${before} AND cursor.thread_root_id = ${rootId})`
        : sql``;
      const rows = rowsOf<{ message: MessageRecord }>(
        await db.execute(sql`
          SELECT ${messageJson('m')} AS message FROM messages m
          WHERE m.thread_root_id = ${rootId} ${cursor}
          ORDER BY m.created_at DESC, m.id DESC
          LIMIT ${sql.raw(String(Math.trunc(limit) + 1))}`),
      ).map((row) => row.message);
      return { messages: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    /** The reader has seen every reply so far (opening the thread, or writing in it). */
    async markRead(rootId: string, userId: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO thread_reads (root_id, user_id, last_read_at)
        SELECT r.id, ${userId}, greatest(clock_timestamp(), r.thread_last_reply_at) FROM messages r WHERE r.id = ${rootId}
        ON CONFLICT (root_id, user_id) DO UPDATE
          SET last_read_at = greatest(thread_reads.last_read_at, excluded.last_read_at)`);
    },

    /** Who follows the thread among the conversation's members now, each with their unread count. */
    async followers(rootId: string): Promise<ThreadFollower[]> {
      const rows = rowsOf<{ user_id: string; unread: number; wrote: boolean }>(
        await db.execute(sql`
          WITH f AS (
            SELECT m.sender_id AS user_id FROM messages m WHERE m.id = ${rootId}
            UNION SELECT t.sender_id FROM messages t WHERE t.thread_root_id = ${rootId}
            UNION SELECT tr.user_id FROM thread_reads tr WHERE tr.root_id = ${rootId}
          )
          SELECT f.user_id, ${threadUnreadSql('m', sql`f.user_id`)} AS unread,
                 (f.user_id = m.sender_id OR EXISTS (SELECT 1 FROM messages w
                                                     WHERE w.thread_root_id = m.id AND w.sender_id = f.user_id)) AS wrote
          FROM f JOIN messages m ON m.id = ${rootId}
          JOIN conversation_participants p ON p.conversation_id = m.conversation_id AND p.user_id = f.user_id`),
      );
      return rows.map((row) => ({ userId: row.user_id, unreadCount: Number(row.unread), wrote: row.wrote }));
    },
  };
}

export type MessageThreadsRepository = ReturnType<typeof createMessageThreadsRepository>;
