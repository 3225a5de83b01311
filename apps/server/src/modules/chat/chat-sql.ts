import {
  THREAD_LAST_REPLIERS,
  type ConversationType,
  type MessageStoryQuote,
  type MessageType,
  type ParticipantRole,
} from '@teamhub/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { iso } from '../../db/sql-text.js';

/**
 * SQL pieces the chat reads share. Views are assembled by PostgreSQL as JSON (times formatted like
 * Date#toISOString), so a conversation list, a history page or a sent message is one statement and
 * arrives ready for the presenter, the same through both drivers.
 */

export interface ChatUserRecord {
  id: string;
  username: string;
  avatar: string;
  verified: boolean;
  /** The account was deleted: shown as "deleted user" (chat.presenter.ts). */
  deleted: boolean;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  content: string;
  messageType: MessageType;
  fileId: string | null;
  isEdited: boolean;
  createdAt: string;
  updatedAt: string;
  sender: ChatUserRecord;
  replyTo: { id: string; content: string; senderId: string; senderUsername: string; senderDeleted: boolean } | null;
  /** The story a reply to a story quotes (stored with the message); null for every other message. */
  story: MessageStoryQuote | null;
  reactions: ReactionRecord[];
  /** Threads (migration 0026): see messageThreadFields in the contracts. */
  threadRootId: string | null;
  threadReplyCount: number;
  threadLastReplyAt: string | null;
  /** The latest repliers, newest first (null when the thread is empty). */
  threadLastRepliers: { id: string; username: string; avatar: string; deleted: boolean }[] | null;
  deleted: boolean;
  /** The reader's unread replies, read only where one reader asks (history and thread pages). */
  threadUnreadCount?: number;
}

/**
 * One emoji's reactions on a message. Who reacted is kept (not just whether the viewer did) because
 * one record is presented to, and sent live to, every participant, each with their own `reactedByMe`.
 */
export interface ReactionRecord {
  emoji: string;
  count: number;
  userIds: string[];
}

export interface ParticipantRecord extends ChatUserRecord {
  role: ParticipantRole;
  joinedAt: string;
}

/** One conversation as one participant (the viewer) sees it. */
export interface ConversationRecord {
  id: string;
  type: ConversationType;
  name: string;
  avatar: string;
  createdAt: string;
  lastActivity: string;
  viewerId: string;
  muted: boolean;
  unreadCount: number;
  /** Unread messages that mention the viewer (message_mentions after their read position). */
  unreadMentions: number;
  /** The first LIMITS.chat.participantsPreview members by joining time. */
  participants: ParticipantRecord[];
  participantsCount: number;
  lastMessage: MessageRecord | null;
}

/** The message of participant row `p` is visible to them: newer than when they deleted the chat for themselves. */
export const visibleTo = (p: string, m: string) => `(${p}.cleared_at IS NULL OR ${m}.created_at > ${p}.cleared_at)`;

/**
 * The JSON array of ReactionRecord of the message whose id is the SQL expression `messageId`, the
 * first reacted emoji first (message_reactions_message_created_idx), [] when none.
 */
export const reactionsJson = (messageId: string) =>
  `coalesce((SELECT json_agg(json_build_object('emoji', g.emoji, 'count', g.count, 'userIds', g.user_ids)
                             ORDER BY g.first_at, g.emoji)
             FROM (SELECT mr.emoji, count(*)::int AS count, array_agg(mr.user_id ORDER BY mr.created_at) AS user_ids,
                          min(mr.created_at) AS first_at
                   FROM message_reactions mr WHERE mr.message_id = ${messageId}
                   GROUP BY mr.emoji) g), '[]'::json)`;

/**
 * The latest distinct repliers of the thread of the root whose id is the SQL expression `rootId`,
 * newest first: read from messages_thread_root_created_idx in the same statement as the root.
 */
const lastRepliersJson = (rootId: string) =>
  `(SELECT json_agg(json_build_object('id', tu.id, 'username', tu.username, 'avatar', tu.avatar,
                                     'deleted', tu.status = 'deleted') ORDER BY last.at DESC)
    FROM (SELECT t.sender_id, max(t.created_at) AS at FROM messages t WHERE t.thread_root_id = ${rootId}
          GROUP BY t.sender_id ORDER BY at DESC LIMIT ${THREAD_LAST_REPLIERS}) last
    JOIN users tu ON tu.id = last.sender_id)`;

/**
 * The reader's unread replies in the thread of root row `m`: replies by others after they last
 * opened (or wrote in) it; for the root's author who never did, all of them; for anyone else, none.
 * A SQL expression with the viewer's id as a parameter.
 */
export const threadUnreadSql = (
  m: string,
  viewerId: string | SQL,
): SQL => sql`(CASE WHEN ${sql.raw(m)}.thread_reply_count = 0 THEN 0 ELSE
  (SELECT count(*)::int FROM messages t
   WHERE t.thread_root_id = ${sql.raw(m)}.id AND t.sender_id <> ${viewerId}
     AND t.created_at > coalesce(
       (SELECT tr.last_read_at FROM thread_reads tr WHERE tr.root_id = ${sql.raw(m)}.id AND tr.user_id = ${viewerId}),
       CASE WHEN ${sql.raw(m)}.sender_id = ${viewerId} THEN '-infinity'::timestamptz ELSE 'infinity'::timestamptz END)) END)`;

/**
 * The JSON of the message row aliased `m` (sender, quoted message and reactions looked up by key):
 * a page of history reads its reactions in the same statement, message by message, with no query more.
 */
export const messageJson = (m: string): SQL =>
  sql.raw(`json_build_object(
    'id', ${m}.id, 'conversationId', ${m}.conversation_id, 'content', ${m}.content,
    'messageType', ${m}.message_type, 'fileId', ${m}.file_id, 'isEdited', ${m}.is_edited,
    'story', ${m}.story_quote,
    'createdAt', ${iso(`${m}.created_at`)}, 'updatedAt', ${iso(`${m}.updated_at`)},
    'sender', (SELECT json_build_object('id', su.id, 'username', su.username, 'avatar', su.avatar,
                                        'verified', su.verified, 'deleted', su.status = 'deleted')
               FROM users su WHERE su.id = ${m}.sender_id),
    'replyTo', (SELECT json_build_object('id', r.id, 'content', r.content, 'senderId', ru.id,
                                         'senderUsername', ru.username, 'senderDeleted', ru.status = 'deleted')
                FROM messages r JOIN users ru ON ru.id = r.sender_id WHERE r.id = ${m}.reply_to_id),
    'reactions', ${reactionsJson(`${m}.id`)},
    'threadRootId', ${m}.thread_root_id, 'threadReplyCount', ${m}.thread_reply_count,
    'threadLastReplyAt', ${iso(`${m}.thread_last_reply_at`)}, 'deleted', ${m}.deleted_at IS NOT NULL,
    'threadLastRepliers', CASE WHEN ${m}.thread_reply_count > 0 THEN ${lastRepliersJson(`${m}.id`)} END)`);

/** The JSON of a ParticipantRecord from the participant row `p` and its user row `u`. */
export const participantJson = (p: string, u: string): SQL =>
  sql.raw(`json_build_object('id', ${u}.id, 'username', ${u}.username, 'avatar', ${u}.avatar,
                             'verified', ${u}.verified, 'deleted', ${u}.status = 'deleted',
                             'role', ${p}.role, 'joinedAt', ${iso(`${p}.joined_at`)})`);
