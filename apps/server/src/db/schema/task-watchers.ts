import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './projects.js';
import { users } from './users.js';

/**
 * Members following a task (issue 31): told of its reminders as its assignee is. Read through the
 * project's membership, so someone who leaves the project stops following without a cleanup.
 */
export const taskWatchers = pgTable(
  'task_watchers',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.userId] }), index('task_watchers_user_idx').on(table.userId)],
);
