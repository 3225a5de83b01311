import { NOTIFICATION_ACTIONS, NOTIFICATION_TYPES } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { comments, posts } from './posts.js';
import { projects } from './projects.js';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

/** One notification for one recipient; never for one's own actions (checked below and in the service). */
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
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
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
    check('notifications_not_self', sql`${table.recipientId} <> ${table.senderId}`),
    check('notifications_type_valid', isOneOf(table.type, NOTIFICATION_TYPES)),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
