import {
  CHAT_FILE_KINDS,
  CONVERSATION_TYPES,
  MESSAGE_TYPES,
  PARTICIPANT_ROLES,
  type MessageStoryQuote,
} from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Direct conversations, groups and communities. A direct conversation carries `direct_key`, its two
 * user ids in ascending order joined by ':', and the unique index on it is what makes "create or get
 * THE conversation of these two people" safe when two requests race (INSERT … ON CONFLICT DO NOTHING).
 * `last_activity_at` moves with every new message (the list's order); the UPDATE that moves it is also
 * the row lock that gives the messages of one conversation a total order, numbered by `message_seq`
 * (the number of the newest message; unread counts are differences of these numbers).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: CONVERSATION_TYPES }).notNull(),
    name: text('name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    directKey: text('direct_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
    messageSeq: bigint('message_seq', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('conversations_direct_key_unique').on(table.directKey),
    // Community discovery: the communities, most recently active first.
    index('conversations_community_activity_idx')
      .on(table.lastActivityAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.type} = 'community'`),
    check('conversations_type_valid', isOneOf(table.type, CONVERSATION_TYPES)),
    check('conversations_direct_key_only_direct', sql`(${table.type} = 'direct') = (${table.directKey} IS NOT NULL)`),
  ],
);

/**
 * Membership and each member's own state: role, what they last read (`last_read_seq`: the number of
 * the newest message they had seen, and `last_read_at` when), when they deleted the chat for
 * themselves (`cleared_at`: their history starts after it, and the conversation stays hidden until a
 * newer message), and mute. Their unread count is `message_seq - last_read_seq - unread_excluded`,
 * where `unread_excluded` counts the messages after `last_read_seq` that are not unread to them: their
 * own, and deleted ones. No count(*) over the backlog, and a message updates one member row.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PARTICIPANT_ROLES }).notNull().default('member'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    lastReadAt: timestamptz('last_read_at').notNull().defaultNow(),
    clearedAt: timestamptz('cleared_at'),
    muted: boolean('muted').notNull().default(false),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    unreadExcluded: integer('unread_excluded').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'conversation_participants_pkey', columns: [table.conversationId, table.userId] }),
    // "My conversations": the list starts from the caller's rows.
    index('conversation_participants_user_id_idx').on(table.userId),
    check('conversation_participants_role_valid', isOneOf(table.role, PARTICIPANT_ROLES)),
  ],
);

/**
 * Private chat attachments. The bytes live in DATA_DIR/uploads-private/chat/<stored_name>, outside the
 * public /uploads, and are served only through GET /api/chats/files/… to people allowed to see them.
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    kind: text('kind', { enum: CHAT_FILE_KINDS }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('chat_files_uploader_id_idx').on(table.uploaderId),
    check('chat_files_kind_valid', isOneOf(table.kind, CHAT_FILE_KINDS)),
    check('chat_files_size_not_negative', sql`${table.size} >= 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull().default('text'),
    /** The attachment of an image or file message (its content names the same file). */
    fileId: uuid('file_id').references(() => chatFiles.id, { onDelete: 'set null' }),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /** Its number in the conversation (conversations.message_seq when it was saved). */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** The sender's own id for the message, repeated when they retry a send whose acknowledgement was lost. */
    clientId: uuid('client_id'),
    /** A reply to a story quotes it as it was when sent (POST /api/stories/{id}/reply); null otherwise. */
    storyQuote: jsonb('story_quote').$type<MessageStoryQuote>(),
    isEdited: boolean('is_edited').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // History pages, the last message and unread counts all read one conversation newest first.
    index('messages_conversation_created_idx').on(
      table.conversationId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Serving a file asks "which messages carry it"; deleting a message clears the replies to it.
    index('messages_file_id_idx')
      .on(table.fileId)
      .where(sql`${table.fileId} IS NOT NULL`),
    index('messages_reply_to_id_idx')
      .on(table.replyToId)
      .where(sql`${table.replyToId} IS NOT NULL`),
    // One message per client id and sender: a retried send finds the first one (and two racing sends
    // of the same message save one row).
    uniqueIndex('messages_sender_client_id_key')
      .on(table.senderId, table.clientId)
      .where(sql`${table.clientId} IS NOT NULL`),
    check('messages_type_valid', isOneOf(table.messageType, MESSAGE_TYPES)),
    check('messages_content_length', sql`char_length(${table.content}) BETWEEN 1 AND 2000`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type ChatFileRow = typeof chatFiles.$inferSelect;
export type NewChatFileRow = typeof chatFiles.$inferInsert;
export type MessageRow = typeof messages.$inferSelect;
