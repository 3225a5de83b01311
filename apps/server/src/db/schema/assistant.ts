import { AI_MESSAGE_ROLES } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The assistant's conversations, kept per user under the id the browser made (conv_{timestamp}_{random}):
 * two people may pick the same id without meeting. One untouched for LIMITS.assistant.retentionMs is
 * deleted (with its messages) at its owner's next request; `updated_at` is the last turn's time.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'ai_conversations_pkey', columns: [table.userId, table.id] })],
);

/**
 * The messages of a conversation. The id is an identity number: messages are never addressed one by one,
 * and it gives the order of writing even when two share a `created_at`.
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    role: text('role', { enum: AI_MESSAGE_ROLES }).notNull(),
    content: text('content').notNull(),
    /** The model that wrote an assistant message ('builtin' for the built-in assistant); null for the user's. */
    modelUsed: text('model_used'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'ai_messages_conversation_fk',
      columns: [table.userId, table.conversationId],
      foreignColumns: [aiConversations.userId, aiConversations.id],
    }).onDelete('cascade'),
    // A conversation read in order, and its newest messages for a model's context.
    index('ai_messages_conversation_idx').on(table.userId, table.conversationId, table.id),
    check('ai_messages_role_valid', isOneOf(table.role, AI_MESSAGE_ROLES)),
  ],
);

/** Questions asked per user per quota day (the day starts at LIMITS.assistant.quotaResetHour, server time). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'ai_usage_pkey', columns: [table.userId, table.day] }),
    check('ai_usage_count_valid', sql`${table.count} >= 0`),
  ],
);

export type AiMessageRow = typeof aiMessages.$inferSelect;
