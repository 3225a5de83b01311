import { NOTIFICATION_ACTIONS, NOTIFICATION_TYPES, SELF_NOTIFICATION_ACTIONS } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { messages } from './chat.js';
import { comments, posts } from './posts.js';
import { projects, tasks } from './projects.js';
import { taskComments } from './task-comments.js';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

/** One notification for one recipient; never for one's own actions (checked below and in the service), reminders aside. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    action: text('action', { enum: NOTIFICATION_ACTIONS }).notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** The project of a 'project-invite'. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** The chat message of a 'message-reaction', and the emoji its sender first reacted with. */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    emoji: text('emoji'),
    /** The task of a task notification (a mention in its comments, a change to it), and the comment of a mention. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    taskCommentId: uuid('task_comment_id').references(() => taskComments.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    /** Of a group, when its latest actor joined: a newcomer moves the group to the top of the list. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set on a group (likes of one post, follows of one day…: notification-groups.ts); its actors are
     * in notification_actors and `sender_id` is the latest of them. Null on a notification of its own.
     */
    groupKey: text('group_key'),
  },
  (table) => [
    // One group per recipient and key: a newcomer joins it rather than making a second one.
    uniqueIndex('notifications_recipient_group_idx')
      .on(table.recipientId, table.groupKey)
      .where(sql`${table.groupKey} IS NOT NULL`),
    // The list: one recipient's notifications, newest first.
    index('notifications_recipient_created_idx').on(
      table.recipientId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The unread count and mark-all-read touch only unread rows.
    index('notifications_recipient_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.isRead} = false`),
    // Deleting a project deletes its invitations.
    index('notifications_project_id_idx')
      .on(table.projectId)
      .where(sql`${table.projectId} IS NOT NULL`),
    // Deleting a post or a comment deletes the notifications naming it (migration 0030).
    index('notifications_post_id_idx')
      .on(table.postId)
      .where(sql`${table.postId} IS NOT NULL`),
    index('notifications_comment_id_idx')
      .on(table.commentId)
      .where(sql`${table.commentId} IS NOT NULL`),
    // Deleting a message deletes its reaction notifications.
    index('notifications_message_id_idx')
      .on(table.messageId)
      .where(sql`${table.messageId} IS NOT NULL`),
    // Deleting a task or a task comment deletes the notifications naming it (migration 0032).
    index('notifications_task_id_idx')
      .on(table.taskId)
      .where(sql`${table.taskId} IS NOT NULL`),
    index('notifications_task_comment_id_idx')
      .on(table.taskCommentId)
      .where(sql`${table.taskCommentId} IS NOT NULL`),
    // A reminder has no actor: its sender is its recipient (contracts' NOTIFICATION_ACTIONS).
    check(
      'notifications_not_self',
      sql`${table.recipientId} <> ${table.senderId} OR ${isOneOf(table.action, SELF_NOTIFICATION_ACTIONS)}`,
    ),
    check('notifications_type_valid', isOneOf(table.type, NOTIFICATION_TYPES)),
  ],
);

/** Who is in a grouped notification, and since when (the latest few are shown). */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.actorId] }),
    // The latest actors of a page's groups.
    index('notification_actors_latest_idx').on(table.notificationId, table.joinedAt.desc()),
    // Deleting an account removes it from the groups it is in.
    index('notification_actors_actor_idx').on(table.actorId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
