import { TASK_REMINDER_KINDS } from '@teamhub/contracts';
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './projects.js';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

/**
 * The task reminders sent (issue 31): one row per task, member, kind and due date, written in the
 * transaction of the notification. The key is what makes a reminder go once: a second process, a
 * restart or a late look finds it taken. A new due date is a new key, so a moved task reminds again.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TASK_REMINDER_KINDS }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId, table.kind, table.dueDate] }),
    index('task_reminders_user_idx').on(table.userId),
    // The periodic look forgets rows of days long past.
    index('task_reminders_due_idx').on(table.dueDate),
    check('task_reminders_kind_valid', isOneOf(table.kind, TASK_REMINDER_KINDS)),
  ],
);
