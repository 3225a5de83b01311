import { TASK_ACTIVITY_TYPES } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './projects.js';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Comments on a task (issue 31); they go with the task. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Set when its author changes its text (the "edited" mark). */
    editedAt: timestamptz('edited_at'),
  },
  (table) => [
    // The timeline and the comments list: one task's, newest first.
    index('task_comments_task_created_idx').on(table.taskId, table.createdAt.desc(), table.id.desc()),
    check('task_comments_text_not_blank', sql`btrim(${table.text}) <> ''`),
  ],
);

/**
 * A task's history (issue 31): one row per changed field, written in the transaction of the change.
 * `from` and `to` are a string (status, priority, title, date), an assignee `{id, username}`, or null.
 */
export const taskActivity = pgTable(
  'task_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TASK_ACTIVITY_TYPES }).notNull(),
    fromValue: jsonb('from_value'),
    toValue: jsonb('to_value'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('task_activity_task_created_idx').on(table.taskId, table.createdAt.desc(), table.id.desc()),
    check('task_activity_type_valid', isOneOf(table.type, TASK_ACTIVITY_TYPES)),
  ],
);

export type TaskCommentRow = typeof taskComments.$inferSelect;
export type TaskActivityRow = typeof taskActivity.$inferSelect;
export type NewTaskActivityRow = typeof taskActivity.$inferInsert;
