import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './projects.js';
import { users } from './users.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A task's checklist (issue 31): items in order (`position` 0, 1, 2… with no gaps, renumbered in the
 * transaction that moves or removes one). The task row keeps the done and total counts for its card.
 */
export const taskChecklistItems = pgTable(
  'task_checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('task_checklist_items_task_position_idx').on(table.taskId, table.position),
    check('task_checklist_items_text_not_blank', sql`btrim(${table.text}) <> ''`),
    check('task_checklist_items_position_valid', sql`${table.position} >= 0`),
  ],
);

export type TaskChecklistItemRow = typeof taskChecklistItems.$inferSelect;
