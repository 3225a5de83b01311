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
    /** A reply in a thread: the root it hangs under (never itself a reply in a thread). Migration 0026. */
    threadRootId: uuid('thread_root_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    /** A root's thread: how many replies, and when the newest was sent (kept by chat_send_messages and deletes). */
    threadReplyCount: integer('thread_reply_count').notNull().default(0),
    threadLastReplyAt: timestamptz('thread_last_reply_at'),
    /** A deleted root that keeps its thread ("message deleted"); other messages are deleted outright. */
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    // A thread page: one root's replies newest first.
    index('messages_thread_root_created_idx')
      .on(table.threadRootId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.threadRootId} IS NOT NULL`),
    // The conversation's own list and preview, and read receipts, leave thread replies out.
    index('messages_conversation_main_idx')
      .on(table.conversationId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.threadRootId} IS NULL`),
    index('messages_conversation_main_seq_idx')
      .on(table.conversationId, table.seq)
      .where(sql`${table.threadRootId} IS NULL`),
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
    // A read receipt is the newest message at or before a member's read position (read-receipts.repository.ts).
    index('messages_conversation_seq_idx').on(table.conversationId, table.seq),
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

/**
 * Pinned messages (issue 30). A message is pinned once (its id is the key, so pinning twice changes
 * nothing) and its pin goes with it when it is deleted. `conversation_id` is the message's, copied so
 * the conversation's list (newest pin first) reads one index.
 */
export const messagePins = pgTable(
  'message_pins',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    pinnedBy: uuid('pinned_by').references(() => users.id, { onDelete: 'set null' }),
    pinnedAt: timestamptz('pinned_at').notNull().defaultNow(),
  },
  (table) => [index('message_pins_conversation_pinned_idx').on(table.conversationId, table.pinnedAt)],
);

/**
 * Emoji reactions on messages (issue 30): one row per person per emoji per message, so reacting twice
 * changes nothing; they go with their message (or account). The key leads with the message, so a
 * page's reactions are read from it, message by message, in one statement.
 */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'message_reactions_pkey', columns: [table.messageId, table.userId, table.emoji] }),
    // Per-message aggregation in reaction order (the first reacted first), read in index order.
    index('message_reactions_message_created_idx').on(table.messageId, table.createdAt),
    // Deleting an account removes its reactions without a full scan.
    index('message_reactions_user_idx').on(table.userId),
  ],
);

/**
 * Who a message mentions (issue 30): one row per named member (or each member, of `@all`), written when
 * the message is sent or an edit names someone new, so each is notified once. `conversation_id` and
 * `seq` are the message's, copied so the conversation list counts a member's unread mentions (those
 * after their read position) from one index range. They go with their message (or account).
 */
export const messageMentions = pgTable(
  'message_mentions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'message_mentions_pkey', columns: [table.messageId, table.userId] }),
    index('message_mentions_user_conversation_seq_idx').on(table.userId, table.conversationId, table.seq),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type ChatFileRow = typeof chatFiles.$inferSelect;
export type NewChatFileRow = typeof chatFiles.$inferInsert;
export type MessageRow = typeof messages.$inferSelect;

/** When each person last opened a thread (migration 0026): their unread count is the replies since. */
export const threadReads = pgTable(
  'thread_reads',
  {
    rootId: uuid('root_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamptz('last_read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.rootId, table.userId] }), index('thread_reads_user_idx').on(table.userId)],
);
