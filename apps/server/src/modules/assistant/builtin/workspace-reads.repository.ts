import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { documents, posts, users } from '../../../db/schema/index.js';
import { rowsOf } from '../../../db/sql-rows.js';
import { iso } from '../../../db/sql-text.js';

/**
 * The assistant's own reads, for the lists no module reads the way it needs (bounded pages; what is
 * found by words comes from the search module). Each one starts from the asker's own rows and repeats the rule of the module that owns the
 * data, named beside it; nothing here writes. Lists the modules already read (my tasks, my
 * notifications, a conversation's history, membership) come from their repositories instead.
 */

/** One page: `offset` rows skipped, at most `limit` rows, and whether more follow. */
export interface PageRequest {
  offset: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

export interface UnreadConversation {
  id: string;
  type: 'direct' | 'group' | 'community';
  /** The group's name, or the other person's username in a direct conversation. */
  name: string;
  muted: boolean;
  unreadCount: number;
  lastMessage: { senderUsername: string; content: string; messageType: string; createdAt: string } | null;
}

export interface UnreadSummary {
  conversations: UnreadConversation[];
  /** All of the asker's conversations with unread messages, and those messages, not only this page. */
  totalConversations: number;
  totalMessages: number;
}

export interface Mention {
  /** A chat message, or a post's caption or comment (`postId`, and `commentId` of a comment). */
  kind: 'message' | 'post' | 'comment';
  /** The message's id, or the mention notification's. */
  messageId: string;
  /** A reply in a thread: its root (the link opens the thread). */
  threadRootId: string | null;
  conversationId: string;
  conversationName: string;
  postId: string | null;
  commentId: string | null;
  senderUsername: string;
  content: string;
  createdAt: string;
  unread: boolean;
}

export interface ConversationChoice {
  id: string;
  type: 'direct' | 'group' | 'community';
  name: string;
  lastActivity: string;
}

export interface DocumentItem {
  id: string;
  name: string;
  folderId: string | null;
  updatedAt: Date;
}

export interface PostItem {
  id: string;
  caption: string;
  authorUsername: string;
  createdAt: Date;
}

/** A message row of the mention read. */
interface MentionRow {
  kind: Mention['kind'];
  id: string;
  thread_root_id: string | null;
  conversation_id: string | null;
  post_id: string | null;
  comment_id: string | null;
  content: string;
  created_at: string;
  sender_username: string;
  conversation_name: string;
  unread: boolean;
}

/** A LIMIT or OFFSET written into the statement: only ever a small validated integer. */
const literal = (value: number) => sql.raw(String(Math.max(0, Math.trunc(value))));

/** What the asker (participant row `me`) calls conversation `c`: its name, or the other person's. */
const conversationName = sql.raw(`CASE WHEN c.type = 'direct'
  THEN coalesce((SELECT ou.username FROM conversation_participants o JOIN users ou ON ou.id = o.user_id
                 WHERE o.conversation_id = c.id AND o.user_id <> me.user_id
                 ORDER BY o.joined_at LIMIT 1), '')
  ELSE c.name END`);

/** Messages the asker may see in a conversation: those after they deleted the chat for themselves (chat-views). */
const visibleToMe = (message: string) => sql.raw(`${message}.created_at > coalesce(me.cleared_at, '-infinity')`);

/** `@username` as a whole word, for a case-insensitive PostgreSQL regular expression. */
function mentionPattern(username: string): string {
  const escaped = username.replace(/[\\^$.*+?()[\]{}|-]/gu, (character) => `\\${character}`);
  return `(^|[^[:alnum:]_])@${escaped}($|[^[:alnum:]_-])`;
}

export function createWorkspaceReadsRepository(db: Database) {
  return {
    /**
     * The asker's conversations with unread messages, most recent activity first, as the chat list
     * counts them (a difference of message numbers) and hides them (a chat deleted for oneself stays
     * hidden until a newer message). A conversation one has left has no participant row: not here.
     */
    async unreadConversations(userId: string, page: PageRequest): Promise<UnreadSummary> {
      const result = await db.execute(sql`
        WITH mine AS (
          SELECT c.id, c.type, ${conversationName} AS name, me.muted, c.last_activity_at,
                 greatest(c.message_seq - me.last_read_seq - me.unread_excluded, 0) AS unread_count,
                 lm.sender_username, lm.content, lm.message_type, lm.created_at
          FROM conversation_participants me
          JOIN conversations c ON c.id = me.conversation_id
          LEFT JOIN LATERAL (
            SELECT m.created_at, m.content, m.message_type, su.username AS sender_username
            FROM messages m JOIN users su ON su.id = m.sender_id
            -- The conversation's own last message, as its list shows it: a thread's replies are not in it.
            WHERE m.conversation_id = c.id AND m.thread_root_id IS NULL
            ORDER BY m.created_at DESC, m.id DESC LIMIT 1
          ) lm ON true
          WHERE me.user_id = ${userId}
            AND c.message_seq - me.last_read_seq - me.unread_excluded > 0
            AND (me.cleared_at IS NULL OR lm.created_at > me.cleared_at)
        )
        SELECT id, type, name, muted, unread_count, sender_username, content, message_type,
               ${sql.raw(iso('created_at'))} AS created_at,
               count(*) OVER () AS total_conversations, sum(unread_count) OVER () AS total_messages
        FROM mine
        ORDER BY last_activity_at DESC, id DESC
        LIMIT ${literal(page.limit)} OFFSET ${literal(page.offset)}`);
      const rows = rowsOf<{
        id: string;
        type: UnreadConversation['type'];
        name: string;
        muted: boolean;
        unread_count: number | string;
        sender_username: string | null;
        content: string | null;
        message_type: string | null;
        created_at: string | null;
        total_conversations: number | string;
        total_messages: number | string;
      }>(result);
      return {
        conversations: rows.map((row) => ({
          id: row.id,
          type: row.type,
          name: row.name,
          muted: row.muted,
          unreadCount: Number(row.unread_count),
          lastMessage:
            row.content === null || row.created_at === null
              ? null
              : {
                  senderUsername: row.sender_username ?? '',
                  content: row.content,
                  messageType: row.message_type ?? 'text',
                  createdAt: row.created_at,
                },
        })),
        totalConversations: Number(rows[0]?.total_conversations ?? 0),
        totalMessages: Number(rows[0]?.total_messages ?? 0),
      };
    },

    /**
     * What mentioned the asker since `since`, newest first: text messages of others in their
     * conversations (those they may still see) recorded as mentioning them (message_mentions: by name
     * or `@all`) or naming `@username` (messages from before mentions were recorded), and the captions
     * and comments that named them (their 'mention' notifications).
     */
    async mentions(userId: string, username: string, since: Date, page: PageRequest): Promise<Page<Mention>> {
      const result = await db.execute(sql`
        SELECT * FROM (
          SELECT 'message' AS kind, m.id, m.thread_root_id, m.conversation_id, NULL::uuid AS post_id,
                 NULL::uuid AS comment_id,
                 m.content, m.created_at AS at, ${sql.raw(iso('m.created_at'))} AS created_at,
                 su.username AS sender_username, ${conversationName} AS conversation_name,
                 CASE WHEN m.thread_root_id IS NULL THEN m.seq > me.last_read_seq
                      ELSE NOT EXISTS (SELECT 1 FROM thread_reads tr
                                       WHERE tr.root_id = m.thread_root_id AND tr.user_id = me.user_id
                                         AND tr.last_read_at >= m.created_at) END AS unread
          FROM conversation_participants me
          JOIN conversations c ON c.id = me.conversation_id
          JOIN messages m ON m.conversation_id = me.conversation_id
          JOIN users su ON su.id = m.sender_id
          WHERE me.user_id = ${userId}
            AND m.created_at > ${since.toISOString()}::timestamptz
            AND ${visibleToMe('m')}
            AND m.sender_id <> ${userId}
            AND m.message_type = 'text'
            AND (EXISTS (SELECT 1 FROM message_mentions mm WHERE mm.message_id = m.id AND mm.user_id = me.user_id)
                 OR m.content ~* ${mentionPattern(username)})
          UNION ALL
          SELECT CASE WHEN n.comment_id IS NULL THEN 'post' ELSE 'comment' END, n.id, NULL::uuid, NULL::uuid, n.post_id,
                 n.comment_id, coalesce(cm.text, p.caption), n.created_at, ${sql.raw(iso('n.created_at'))},
                 su.username, '', NOT n.is_read
          FROM notifications n
          JOIN posts p ON p.id = n.post_id
          LEFT JOIN comments cm ON cm.id = n.comment_id
          JOIN users su ON su.id = n.sender_id
          WHERE n.recipient_id = ${userId} AND n.type = 'mention' AND n.post_id IS NOT NULL
            AND n.created_at > ${since.toISOString()}::timestamptz
        ) found
        ORDER BY at DESC, id DESC
        LIMIT ${literal(page.limit + 1)} OFFSET ${literal(page.offset)}`);
      const rows = rowsOf<MentionRow>(result);
      return {
        items: rows.slice(0, page.limit).map((row) => ({
          kind: row.kind,
          messageId: row.id,
          threadRootId: row.thread_root_id,
          conversationId: row.conversation_id ?? '',
          conversationName: row.conversation_name,
          postId: row.post_id,
          commentId: row.comment_id,
          senderUsername: row.sender_username,
          content: row.content,
          createdAt: row.created_at,
          unread: row.unread,
        })),
        hasMore: rows.length > page.limit,
      };
    },

    /** The conversations the asker is a member of, most recent activity first (at most `limit`). */
    async conversationsOf(userId: string, limit: number): Promise<ConversationChoice[]> {
      const result = await db.execute(sql`
        SELECT c.id, c.type, ${conversationName} AS name, ${sql.raw(iso('c.last_activity_at'))} AS last_activity
        FROM conversation_participants me
        JOIN conversations c ON c.id = me.conversation_id
        WHERE me.user_id = ${userId}
        ORDER BY c.last_activity_at DESC, c.id DESC
        LIMIT ${literal(limit)}`);
      return rowsOf<{ id: string; type: ConversationChoice['type']; name: string; last_activity: string }>(result).map(
        (row) => ({ id: row.id, type: row.type, name: row.name, lastActivity: row.last_activity }),
      );
    },

    /**
     * The asker's own documents, not in the trash (documents.policy: a document is its owner's alone;
     * trashing a folder trashes what is inside), newest change first. Documents found by words come
     * from the search instead.
     */
    async latestDocuments(ownerId: string, page: PageRequest): Promise<Page<DocumentItem>> {
      const rows = await db
        .select({
          id: documents.id,
          name: documents.name,
          folderId: documents.folderId,
          updatedAt: documents.updatedAt,
        })
        .from(documents)
        .where(and(eq(documents.ownerId, ownerId), isNull(documents.trashedAt)))
        .orderBy(desc(documents.updatedAt), desc(documents.id))
        .limit(page.limit + 1)
        .offset(page.offset);
      return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
    },

    /** The newest posts. Every signed-in user reads every post (posts.policy: one team, one feed). */
    async latestPosts(page: PageRequest): Promise<Page<PostItem>> {
      const rows = await db
        .select({ id: posts.id, caption: posts.caption, authorUsername: users.username, createdAt: posts.createdAt })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.userId))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(page.limit + 1)
        .offset(page.offset);
      return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
    },
  };
}

export type WorkspaceReadsRepository = ReturnType<typeof createWorkspaceReadsRepository>;
