import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { comments, documentFolders, documents, posts, projects, tasks } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * Where a page ends: the last row's `created_at` as PostgreSQL prints it (microseconds and offset, so
 * it reads back exactly; a JavaScript Date would lose the microseconds) and its id.
 */
export interface PageCursor {
  at: string;
  id: string;
}

/** Rows a page of an export holds; big enough to be few round trips, small enough to hold at once. */
export const EXPORT_PAGE_SIZE = 500;

const cursorOf = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;

/** Rows after `cursor` in (created_at, id) order; the first page without one. */
function after(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: PageCursor | undefined): SQL | undefined {
  return cursor ? sql`(${createdAt}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
}

export interface ExportedMessage {
  id: string;
  content: string;
  messageType: string;
  replyToId: string | null;
  isEdited: boolean;
  createdAt: string;
  updatedAt: string;
  cursor: string;
}

export interface ExportedConversation {
  id: string;
  type: string;
  /** A group's name, or for a direct conversation the other person's. */
  name: string;
}

/**
 * What an account's export reads, a page at a time in (created_at, id) order, oldest first: posts,
 * comments, the messages they sent, tasks they created or hold, documents. Nobody else's rows.
 */
export function createAccountExportRepository(db: Database) {
  return {
    async postsPage(userId: string, cursor: PageCursor | undefined) {
      return db
        .select({
          id: posts.id,
          caption: posts.caption,
          location: posts.location,
          altText: posts.altText,
          mediaType: posts.mediaType,
          mediaUrl: posts.mediaUrl,
          hideLikeCount: posts.hideLikeCount,
          hideViewCount: posts.hideViewCount,
          turnOffCommenting: posts.turnOffCommenting,
          likesCount: posts.likesCount,
          commentsCount: posts.commentsCount,
          createdAt: posts.createdAt,
          cursor: cursorOf(posts.createdAt),
        })
        .from(posts)
        .where(and(eq(posts.userId, userId), after(posts.createdAt, posts.id, cursor)))
        .orderBy(asc(posts.createdAt), asc(posts.id))
        .limit(EXPORT_PAGE_SIZE);
    },

    async commentsPage(userId: string, cursor: PageCursor | undefined) {
      return db
        .select({
          id: comments.id,
          postId: comments.postId,
          parentId: comments.parentId,
          text: comments.text,
          likesCount: comments.likesCount,
          createdAt: comments.createdAt,
          cursor: cursorOf(comments.createdAt),
        })
        .from(comments)
        .where(and(eq(comments.userId, userId), after(comments.createdAt, comments.id, cursor)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .limit(EXPORT_PAGE_SIZE);
    },

    /**
     * The conversations they sent messages in (also ones they have left since), in id order. One pass
     * over their messages; the messages themselves are then read a conversation at a time, along its index.
     */
    async conversationsWrittenIn(userId: string): Promise<ExportedConversation[]> {
      const result = await db.execute(sql`
        SELECT c.id, c.type,
               CASE WHEN c.type = 'direct'
                    THEN coalesce((SELECT u.username FROM conversation_participants p JOIN users u ON u.id = p.user_id
                                   WHERE p.conversation_id = c.id AND p.user_id <> ${userId} LIMIT 1), '')
                    ELSE c.name END AS name
        FROM conversations c
        WHERE c.id IN (SELECT DISTINCT m.conversation_id FROM messages m WHERE m.sender_id = ${userId})
        ORDER BY c.id`);
      return rowsOf<ExportedConversation>(result);
    },

    async messagesPage(userId: string, conversationId: string, cursor: PageCursor | undefined) {
      const result = await db.execute(sql`
        SELECT m.id, m.content, m.message_type AS "messageType", m.reply_to_id AS "replyToId",
               m.is_edited AS "isEdited",
               to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
               to_char(m.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
               m.created_at::text AS cursor
        FROM messages m
        WHERE m.conversation_id = ${conversationId} AND m.sender_id = ${userId}
          ${cursor ? sql`AND (m.created_at, m.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
        ORDER BY m.created_at, m.id
        LIMIT ${EXPORT_PAGE_SIZE}`);
      return rowsOf<ExportedMessage>(result);
    },

    async tasksPage(userId: string, cursor: PageCursor | undefined) {
      return db
        .select({
          id: tasks.id,
          projectId: tasks.projectId,
          projectName: projects.name,
          title: tasks.title,
          description: tasks.description,
          status: tasks.status,
          priority: tasks.priority,
          dueDate: tasks.dueDate,
          tags: tasks.tags,
          estimatedHours: tasks.estimatedHours,
          createdBy: tasks.createdBy,
          assigneeId: tasks.assigneeId,
          createdAt: tasks.createdAt,
          updatedAt: tasks.updatedAt,
          cursor: cursorOf(tasks.createdAt),
        })
        .from(tasks)
        .innerJoin(projects, eq(projects.id, tasks.projectId))
        .where(
          and(or(eq(tasks.createdBy, userId), eq(tasks.assigneeId, userId)), after(tasks.createdAt, tasks.id, cursor)),
        )
        .orderBy(asc(tasks.createdAt), asc(tasks.id))
        .limit(EXPORT_PAGE_SIZE);
    },

    /** Their folders, all at once: a person has tens of them, and every document's path needs them. */
    async folders(userId: string) {
      return db
        .select({ id: documentFolders.id, name: documentFolders.name, parentId: documentFolders.parentId })
        .from(documentFolders)
        .where(eq(documentFolders.ownerId, userId));
    },

    async documentsPage(userId: string, cursor: PageCursor | undefined) {
      return db
        .select({
          id: documents.id,
          name: documents.name,
          mimeType: documents.mimeType,
          size: documents.size,
          storedName: documents.storedName,
          folderId: documents.folderId,
          trashedAt: documents.trashedAt,
          createdAt: documents.createdAt,
          updatedAt: documents.updatedAt,
          cursor: cursorOf(documents.createdAt),
        })
        .from(documents)
        .where(and(eq(documents.ownerId, userId), after(documents.createdAt, documents.id, cursor)))
        .orderBy(asc(documents.createdAt), asc(documents.id))
        .limit(EXPORT_PAGE_SIZE);
    },
  };
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
