import { LIMITS } from '@teamhub/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { iso } from '../../db/sql-text.js';
import {
  messageJson,
  threadUnreadSql,
  participantJson,
  type ConversationRecord,
  type MessageRecord,
  type ParticipantRecord,
} from './chat-sql.js';

interface ConversationRow {
  id: string;
  type: ConversationRecord['type'];
  name: string;
  avatar: string;
  created_at: string;
  last_activity: string;
  viewer_id: string;
  muted: boolean;
  unread_count: number;
  unread_mentions: number;
  participants: ConversationRecord['participants'] | null;
  participants_count: number;
  last_message: MessageRecord | null;
}

export interface CommunityRecord {
  id: string;
  name: string;
  avatar: string;
  lastActivity: string;
  membersCount: number;
}

const toRecord = (row: ConversationRow): ConversationRecord => ({
  id: row.id,
  type: row.type,
  name: row.name,
  avatar: row.avatar,
  createdAt: row.created_at,
  lastActivity: row.last_activity,
  viewerId: row.viewer_id,
  muted: row.muted,
  unreadCount: Number(row.unread_count),
  unreadMentions: Number(row.unread_mentions),
  participants: row.participants ?? [],
  participantsCount: Number(row.participants_count),
  lastMessage: row.last_message,
});

/** Messages the viewer (row `me`) may see: those after the moment they deleted the chat, if they did. */
const VISIBLE_TO_ME = 'me.cleared_at IS NULL OR lm.created_at > me.cleared_at';

const PREVIEW = sql.raw(String(LIMITS.chat.participantsPreview));

/**
 * The reads behind ConversationView, MessageView and CommunitySummary.
 *
 * A conversation list is ONE statement whatever its length, and its size does not grow with the
 * members: per conversation, the caller's unread count (a difference of message numbers, see the
 * schema) and unread mentions (from one index range of message_mentions), the first few participants as JSON and how many there are (from the primary key), and the
 * last message from a LATERAL sub-query that reads one index entry.
 */
export function createChatViewsRepository(db: Database) {
  const conversationViews = async (where: SQL, hideCleared: boolean): Promise<ConversationRecord[]> => {
    const result = await db.execute(sql`
      SELECT c.id, c.type, c.name, c.avatar,
             ${sql.raw(iso('c.created_at'))} AS created_at, ${sql.raw(iso('c.last_activity_at'))} AS last_activity,
             me.user_id AS viewer_id, me.muted,
             greatest(c.message_seq - me.last_read_seq - me.unread_excluded, 0) AS unread_count,
             (SELECT count(*)::int FROM message_mentions mm
              WHERE mm.user_id = me.user_id AND mm.conversation_id = c.id
                AND mm.seq > me.last_read_seq) AS unread_mentions,
             (SELECT json_agg(preview.participant ORDER BY preview.joined_at, preview.user_id)
              FROM (SELECT p.joined_at, p.user_id, ${participantJson('p', 'pu')} AS participant
                    FROM conversation_participants p JOIN users pu ON pu.id = p.user_id
                    WHERE p.conversation_id = c.id
                    ORDER BY p.joined_at, p.user_id LIMIT ${PREVIEW}) preview) AS participants,
             (SELECT count(*)::int FROM conversation_participants p
              WHERE p.conversation_id = c.id) AS participants_count,
             CASE WHEN ${sql.raw(VISIBLE_TO_ME)} THEN lm.message END AS last_message
      FROM conversation_participants me
      JOIN conversations c ON c.id = me.conversation_id
      LEFT JOIN LATERAL (
        SELECT m.created_at, ${messageJson('m')} AS message
        FROM messages m WHERE m.conversation_id = c.id AND m.thread_root_id IS NULL
        ORDER BY m.created_at DESC, m.id DESC LIMIT 1
      ) lm ON true
      WHERE (${where}) ${hideCleared ? sql.raw(`AND (${VISIBLE_TO_ME})`) : sql``}
      ORDER BY c.last_activity_at DESC, c.id DESC`);
    return rowsOf<ConversationRow>(result).map(toRecord);
  };

  /**
   * A page of the conversation's members in joining order (the order of the preview), after the
   * member `after` when given; one row more than `limit` tells whether more follow.
   */
  const membersPage = async (query: {
    conversationId: string;
    limit: number;
    after?: string;
  }): Promise<{ members: ParticipantRecord[]; hasMore: boolean }> => {
    const { conversationId, limit, after } = query;
    const cursor = after
      ? sql`AND (p.joined_at, p.user_id) > (SELECT cursor.joined_at, cursor.user_id
                                            FROM conversation_participants cursor
                                            WHERE cursor.conversation_id = ${conversationId}
                                              AND cursor.user_id = ${after})`
      : sql``;
    const result = await db.execute(sql`
      SELECT ${participantJson('p', 'pu')} AS participant
      FROM conversation_participants p JOIN users pu ON pu.id = p.user_id
      WHERE p.conversation_id = ${conversationId} ${cursor}
      ORDER BY p.joined_at, p.user_id
      LIMIT ${sql.raw(String(Math.trunc(limit) + 1))}`);
    const rows = rowsOf<{ participant: ParticipantRecord }>(result).map((row) => row.participant);
    return { members: rows.slice(0, limit), hasMore: rows.length > limit };
  };

  return {
    /** The caller's conversations, most recent activity first, without the ones they deleted (until a newer message). */
    listFor: (userId: string) => conversationViews(sql`me.user_id = ${userId}`, true),

    /** One conversation as `userId` sees it, even when they deleted it; undefined when they are not in it. */
    async viewFor(conversationId: string, userId: string): Promise<ConversationRecord | undefined> {
      const [record] = await conversationViews(
        sql`me.conversation_id = ${conversationId} AND me.user_id = ${userId}`,
        false,
      );
      return record;
    },

    /**
     * The conversation as each participant sees it (their own unread count and mute), leaving out
     * those who deleted it and have no newer message: a rename must not bring it back for them.
     * `onlyUserIds` narrows it to some participants.
     */
    viewsForParticipants(conversationId: string, onlyUserIds?: string[]): Promise<ConversationRecord[]> {
      const narrowed =
        onlyUserIds === undefined
          ? sql``
          : sql` AND me.user_id IN (${sql.join(
              onlyUserIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`;
      if (onlyUserIds?.length === 0) return Promise.resolve([]);
      return conversationViews(sql`me.conversation_id = ${conversationId}${narrowed}`, true);
    },

    membersPage,

    /** The first members (the preview of ConversationView) and how many there are. */
    async participantsPreview(
      conversationId: string,
    ): Promise<{ participants: ParticipantRecord[]; participantsCount: number }> {
      const [page, count] = await Promise.all([
        membersPage({ conversationId, limit: LIMITS.chat.participantsPreview }),
        db.execute(
          sql`SELECT count(*)::int AS count FROM conversation_participants WHERE conversation_id = ${conversationId}`,
        ),
      ]);
      return {
        participants: page.members,
        participantsCount: Number(rowsOf<{ count: number }>(count)[0]?.count ?? 0),
      };
    },

    /** The newest message of the conversation, if any. */
    async lastMessage(conversationId: string): Promise<MessageRecord | null> {
      const result = await db.execute(sql`
        SELECT ${messageJson('m')} AS message FROM messages m
        WHERE m.conversation_id = ${conversationId} AND m.thread_root_id IS NULL
        ORDER BY m.created_at DESC, m.id DESC LIMIT 1`);
      return rowsOf<{ message: MessageRecord }>(result)[0]?.message ?? null;
    },

    /**
     * A page of history the viewer may see, newest first, keyset-paginated on (created_at, id); one
     * row more than `limit` tells whether older messages exist. An unknown cursor gives an empty page.
     */
    async messagesPage(query: {
      conversationId: string;
      viewerId: string;
      limit: number;
      before?: string;
    }): Promise<{ messages: MessageRecord[]; hasMore: boolean }> {
      const { conversationId, viewerId, limit, before } = query;
      const cursor = before
        ? sql`AND (m.created_at, m.id) < (SELECT cursor.created_at, cursor.id FROM messages cursor
                                          WHERE cursor.id = ${before} AND cursor.conversation_id = ${conversationId})`
        : sql``;
      const result = await db.execute(sql`
        SELECT ${messageJson('m')} AS message, ${threadUnreadSql('m', viewerId)} AS thread_unread
        FROM messages m
        WHERE m.conversation_id = ${conversationId} AND m.thread_root_id IS NULL
          AND m.created_at > coalesce((SELECT cleared_at FROM conversation_participants
                                      WHERE conversation_id = ${conversationId} AND user_id = ${viewerId}),
                                     '-infinity')
          ${cursor}
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT ${sql.raw(String(Math.trunc(limit) + 1))}`);
      const rows = rowsOf<{ message: MessageRecord; thread_unread: number }>(result).map((row) => ({
        ...row.message,
        threadUnreadCount: Number(row.thread_unread),
      }));
      return { messages: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    async messageById(messageId: string): Promise<MessageRecord | undefined> {
      const result = await db.execute(
        sql`SELECT ${messageJson('m')} AS message FROM messages m WHERE m.id = ${messageId}`,
      );
      return rowsOf<{ message: MessageRecord }>(result)[0]?.message;
    },

    /** Communities the user has not joined, most recently active first (at most `limit`). */
    async communitiesNotJoined(userId: string, limit: number): Promise<CommunityRecord[]> {
      const result = await db.execute(sql`
        SELECT c.id, c.name, c.avatar, ${sql.raw(iso('c.last_activity_at'))} AS last_activity,
               (SELECT count(*)::int FROM conversation_participants p WHERE p.conversation_id = c.id) AS members_count
        FROM conversations c
        WHERE c.type = 'community'
          AND NOT EXISTS (SELECT 1 FROM conversation_participants p WHERE p.conversation_id = c.id AND p.user_id = ${userId})
        ORDER BY c.last_activity_at DESC, c.id DESC
        LIMIT ${sql.raw(String(Math.trunc(limit)))}`);
      return rowsOf<{ id: string; name: string; avatar: string; last_activity: string; members_count: number }>(
        result,
      ).map((row) => ({
        id: row.id,
        name: row.name,
        avatar: row.avatar,
        lastActivity: row.last_activity,
        membersCount: Number(row.members_count),
      }));
    },
  };
}

export type ChatViewsRepository = ReturnType<typeof createChatViewsRepository>;
