import {
  PRIORITIES,
  PROJECT_CATEGORIES,
  PROJECT_ROLES,
  TASK_STATUSES,
  type Recurrence,
  type WipLimits,
} from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { conversations, messages } from './chat.js';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Text compared byte by byte (COLLATE "C"): fractional-indexing keys mix digits, upper and lower case
 * letters and sort by plain code-unit order, which a language collation (en_US: case-insensitive first)
 * would not keep.
 */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

const NO_WIP_LIMITS: WipLimits = { todo: null, in_progress: null, review: null, done: null };

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: PROJECT_CATEGORIES }).notNull().default('web'),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    deadline: date('deadline', { mode: 'string' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Per-column soft limits (null: none); a fuller column is only marked on the board. */
    wipLimits: jsonb('wip_limits').$type<WipLimits>().notNull().default(NO_WIP_LIMITS),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('projects_category_valid', isOneOf(table.category, PROJECT_CATEGORIES)),
    check('projects_priority_valid', isOneOf(table.priority, PRIORITIES)),
    check('projects_name_not_blank', sql`btrim(${table.name}) <> ''`),
  ],
);

/**
 * Who is in a project and as what. Exactly one owner per project: the partial unique index allows no
 * second one, and the service never removes or demotes the owner (nor lets them leave).
 */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PROJECT_ROLES }).notNull().default('member'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'project_members_pkey', columns: [table.projectId, table.userId] }),
    // "My projects": the tabs start from the caller's rows.
    index('project_members_user_id_idx').on(table.userId),
    uniqueIndex('project_members_one_owner')
      .on(table.projectId)
      .where(sql`${table.role} = 'owner'`),
    check('project_members_role_valid', isOneOf(table.role, PROJECT_ROLES)),
  ],
);

/**
 * Cards of a project's board. `position` orders the cards of one column (fractional-indexing keys,
 * byte order); it is unique per column, and every write that places a card locks the project row
 * first, so two drops into the same spot get different keys instead of one failing.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('todo'),
    dueDate: date('due_date', { mode: 'string' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    estimatedHours: integer('estimated_hours'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    position: byteOrderedText('position').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The chat message the task was made from ("Create task" in a message's menu), if any. */
    sourceConversationId: uuid('source_conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    sourceMessageId: uuid('source_message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** Its checklist's items ticked and in all (task_checklist_items), kept for the card. */
    checklistDone: integer('checklist_done').notNull().default(0),
    checklistTotal: integer('checklist_total').notNull().default(0),
    /** How it repeats (issue 31), or null. The series lives on its newest task: done, it hands it on. */
    recurrence: jsonb('recurrence').$type<Recurrence>(),
    /** Its attachments (task_attachments), kept for the card in the transaction that changes them. */
    attachmentCount: integer('attachment_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The board reads a project's columns in order; one key per place in a column.
    uniqueIndex('tasks_project_status_position_key').on(table.projectId, table.status, table.position),
    // "My tasks": a user's assigned tasks by due date.
    index('tasks_assignee_due_idx')
      .on(table.assigneeId, table.dueDate)
      .where(sql`${table.assigneeId} IS NOT NULL`),
    // The calendar: a project's tasks due in a range of days.
    index('tasks_project_due_idx')
      .on(table.projectId, table.dueDate)
      .where(sql`${table.dueDate} IS NOT NULL`),
    // Reminders: open tasks due in the next days and the last ones (task-reminders.repository.ts).
    index('tasks_open_due_idx')
      .on(table.dueDate)
      .where(sql`${table.dueDate} IS NOT NULL AND ${table.status} <> 'done'`),
    // Deleting a chat message clears the link of the tasks made from it.
    index('tasks_source_message_idx')
      .on(table.sourceMessageId)
      .where(sql`${table.sourceMessageId} IS NOT NULL`),
    check('tasks_priority_valid', isOneOf(table.priority, PRIORITIES)),
    check('tasks_status_valid', isOneOf(table.status, TASK_STATUSES)),
    check(
      'tasks_estimated_hours_range',
      sql`${table.estimatedHours} IS NULL OR ${table.estimatedHours} BETWEEN 1 AND 999`,
    ),
    check('tasks_title_not_blank', sql`btrim(${table.title}) <> ''`),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
