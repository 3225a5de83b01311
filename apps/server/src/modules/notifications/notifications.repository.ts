import { and, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  comments,
  follows,
  messages,
  notifications,
  posts,
  projects,
  tasks,
  users,
  type NewNotificationRow,
} from '../../db/schema/index.js';

/** A notification row with what the presenter needs from its sender and post. */
export interface NotificationRecord {
  id: string;
  type: NewNotificationRow['type'];
  action: NewNotificationRow['action'];
  postId: string | null;
  commentId: string | null;
  isRead: boolean;
  createdAt: Date;
  senderId: string;
  senderUsername: string;
  senderAvatar: string;
  postCaption: string | null;
  /** The project of a 'project-invite' (null for every other action). */
  projectId: string | null;
  projectName: string | null;
  /** Set on a group (notification-groups.ts): its actors are in notification_actors. */
  groupKey: string | null;
  /** The chat message of a 'message-reaction', its conversation and the emoji (null for every other action). */
  messageId: string | null;
  conversationId: string | null;
  /** The thread the message is a reply in. */
  threadRootId: string | null;
  emoji: string | null;
  /** The task of a task notification (a mention in its comments, a change to it). */
  taskId: string | null;
  taskProjectId: string | null;
  taskTitle: string | null;
  /** Its position in the recipient's list (see NOTIFICATION_CURSOR_PATTERN in contracts). */
  cursor: string;
}

/** One page of a recipient's list: by page number (offset), or after a cursor (keyset). */
export interface NotificationPageQuery {
  recipientId: string;
  limit: number;
  page?: number;
  before?: string;
}

/** Identifies the notification a like or a reaction made, so an unlike (or its removal) can withdraw it. */
export interface NotificationCause {
  recipientId: string;
  senderId: string;
  action: NewNotificationRow['action'];
  postId?: string;
  commentId?: string | null;
  messageId?: string;
}

/** The notification a project invitation made: its invitee, project, and the invitation's creation time. */
export interface ProjectInviteRef {
  recipientId: string;
  projectId: string;
  since: Date;
}

const recordColumns = {
  id: notifications.id,
  type: notifications.type,
  action: notifications.action,
  postId: notifications.postId,
  commentId: notifications.commentId,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  senderId: users.id,
  senderUsername: users.username,
  senderAvatar: users.avatar,
  postCaption: posts.caption,
  projectId: notifications.projectId,
  projectName: projects.name,
  groupKey: notifications.groupKey,
  messageId: notifications.messageId,
  conversationId: messages.conversationId,
  threadRootId: messages.threadRootId,
  emoji: notifications.emoji,
  taskId: notifications.taskId,
  taskProjectId: tasks.projectId,
  taskTitle: tasks.title,
  // Microseconds, as stored: a JavaScript Date would cut them to milliseconds, and two notifications
  // in the same millisecond would then compare wrongly against the cursor.
  cursor: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || ${notifications.id}`,
};

/** Rows after the cursor's position, in the list's order (served by notifications_recipient_created_idx). */
function afterCursor(cursor: string): SQL {
  const [createdAt, id] = cursor.split('|');
  return sql`(${notifications.createdAt}, ${notifications.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
}

export function createNotificationsRepository(db: Database) {
  const selectRecords = (executor: Database) =>
    executor
      .select(recordColumns)
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.senderId))
      .leftJoin(posts, eq(posts.id, notifications.postId))
      .leftJoin(projects, eq(projects.id, notifications.projectId))
      .leftJoin(messages, eq(messages.id, notifications.messageId))
      .leftJoin(tasks, eq(tasks.id, notifications.taskId));

  return {
    /**
     * One page, newest first, ordered on (created_at, id) so equal times keep one order; asks for
     * one row more than `limit` to tell whether more exist. After a cursor, notifications that
     * arrive meanwhile (all newer) neither shift nor repeat the rows of later pages.
     */
    async list({ recipientId, limit, page = 1, before }: NotificationPageQuery) {
      const ofRecipient = eq(notifications.recipientId, recipientId);
      const rows = await selectRecords(db)
        .where(before ? and(ofRecipient, afterCursor(before)) : ofRecipient)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1)
        .offset(before ? 0 : (page - 1) * limit);
      return { records: rows.slice(0, limit), hasMore: rows.length > limit };
    },

    async findRecords(executor: Database, ids: string[]): Promise<NotificationRecord[]> {
      if (ids.length === 0) return [];
      return selectRecords(executor).where(inArray(notifications.id, ids));
    },

    async unreadCount(recipientId: string, executor: Database = db): Promise<number> {
      const [row] = await executor
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)));
      return Number(row?.value ?? 0);
    },

    async insert(tx: Database, values: NewNotificationRow): Promise<string> {
      const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
      if (!row) throw new Error('Insert returned no notification');
      return row.id;
    },

    /** A notification to every follower of `senderId` (a new post or story); answers [recipientId, id] pairs. */
    async insertForFollowers(
      tx: Database,
      values: Pick<NewNotificationRow, 'senderId' | 'type' | 'action' | 'postId'>,
    ): Promise<{ id: string; recipientId: string }[]> {
      const rows = await tx.execute(sql`
        INSERT INTO ${notifications} (recipient_id, sender_id, type, action, post_id)
        SELECT ${follows.followerId}, ${values.senderId}, ${values.type}, ${values.action}, ${values.postId ?? null}
        FROM ${follows}
        WHERE ${follows.followingId} = ${values.senderId}
        RETURNING id, recipient_id`);
      return rowsOf<{ id: string; recipient_id: string }>(rows).map((row) => ({
        id: row.id,
        recipientId: row.recipient_id,
      }));
    },

    /** Removes the unread notification a like made (an unlike undoes it); answers its id. */
    async deleteUnread(tx: Database, cause: NotificationCause): Promise<string | null> {
      const [row] = await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.recipientId, cause.recipientId),
            eq(notifications.senderId, cause.senderId),
            eq(notifications.action, cause.action),
            cause.postId ? eq(notifications.postId, cause.postId) : isNull(notifications.postId),
            cause.commentId ? eq(notifications.commentId, cause.commentId) : isNull(notifications.commentId),
            cause.messageId ? eq(notifications.messageId, cause.messageId) : isNull(notifications.messageId),
            eq(notifications.isRead, false),
          ),
        )
        .returning({ id: notifications.id });
      return row?.id ?? null;
    },

    /**
     * Deletes the notifications that name a post about to be deleted (its likes, comments, mentions),
     * or a comment about to be deleted with its replies; their foreign keys would take them silently,
     * and open tabs are to hear that they went. Answers what was deleted, for whom.
     */
    async deleteNaming(
      tx: Database,
      target: { postId: string } | { commentId: string } | { taskCommentId: string },
    ): Promise<{ id: string; recipientId: string }[]> {
      const naming =
        'taskCommentId' in target
          ? eq(notifications.taskCommentId, target.taskCommentId)
          : 'postId' in target
            ? eq(notifications.postId, target.postId)
            : or(
                eq(notifications.commentId, target.commentId),
                inArray(
                  notifications.commentId,
                  tx.select({ id: comments.id }).from(comments).where(eq(comments.parentId, target.commentId)),
                ),
              );
      return tx
        .delete(notifications)
        .where(naming)
        .returning({ id: notifications.id, recipientId: notifications.recipientId });
    },

    /**
     * The 'project-invite' notification of one invitation (made with it, so not before `since`: an
     * earlier invitation into the same project keeps its own), once the invitation is no longer open:
     * removed, or (when accepted) marked read. Answers the ids changed.
     */
    async closeProjectInvites(
      tx: Database,
      { recipientId, projectId, since }: ProjectInviteRef,
      outcome: 'remove' | 'read',
    ): Promise<string[]> {
      const ofInvitation = and(
        eq(notifications.recipientId, recipientId),
        eq(notifications.projectId, projectId),
        eq(notifications.action, 'project-invite'),
        gte(notifications.createdAt, since),
      );
      const rows =
        outcome === 'remove'
          ? await tx.delete(notifications).where(ofInvitation).returning({ id: notifications.id })
          : await tx
              .update(notifications)
              .set({ isRead: true })
              .where(and(ofInvitation, eq(notifications.isRead, false)))
              .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },

    /** Marks one of the recipient's notifications read; false when it is not theirs or does not exist. */
    async markRead(recipientId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(recipientId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; older drivers an array. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
