import { MEDIA_TYPES } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

/**
 * Posts of the feed. `likes_count` and `comments_count` are maintained in the same transactions as
 * the rows they count, so a feed page never counts anything.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    location: text('location').notNull().default(''),
    altText: text('alt_text').notNull().default(''),
    mediaUrl: text('media_url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    hideViewCount: boolean('hide_view_count').notNull().default(false),
    hideLikeCount: boolean('hide_like_count').notNull().default(false),
    turnOffCommenting: boolean('turn_off_commenting').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last edited the texts or toggles; null when never edited. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    // The feed: newest first, keyset on (created_at, id). NULLS FIRST is what a plain `ORDER BY … DESC`
    // means; an index in any other null order cannot serve that ORDER BY (the planner would sort).
    index('posts_created_at_id_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // One author's posts (profile grid), same order.
    index('posts_user_id_created_at_id_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check('posts_media_type_valid', isOneOf(table.mediaType, MEDIA_TYPES)),
    check('posts_counts_not_negative', sql`${table.likesCount} >= 0 AND ${table.commentsCount} >= 0`),
  ],
);

/** One like per user per post: the primary key makes a second like a no-op (ON CONFLICT DO NOTHING). */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The key serves "did the caller like these posts" (post_id = ANY(…) AND user_id = …).
    primaryKey({ name: 'post_likes_pkey', columns: [table.postId, table.userId] }),
    index('post_likes_user_id_idx').on(table.userId),
  ],
);

/**
 * A post's photos and videos in their order (issue 30, albums): position 0 is the item `posts`
 * also names in `media_url`/`thumbnail_url`/`media_type`/`alt_text` (the specification's single
 * media), kept equal by the same transactions. A feed page reads them as one JSON sub-query per post.
 */
export const postMedia = pgTable(
  'post_media',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaUrl: text('media_url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    altText: text('alt_text').notNull().default(''),
  },
  (table) => [
    primaryKey({ name: 'post_media_pkey', columns: [table.postId, table.position] }),
    check('post_media_media_type_valid', isOneOf(table.mediaType, MEDIA_TYPES)),
    check('post_media_position_valid', sql`${table.position} >= 0 AND ${table.position} < 10`),
  ],
);
export type PostMediaRow = typeof postMedia.$inferSelect;

/**
 * The hashtags of a post's caption, by their folded key (hashtag.ts: '#Tết' and '#tet' are one tag),
 * rewritten with the caption in the same transaction. The post's time is copied in so a tag's page
 * is one index range read newest first, like the feed, without visiting the posts it skips.
 */
export const postTags = pgTable(
  'post_tags',
  {
    tag: text('tag').notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    postCreatedAt: timestamp('post_created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'post_tags_pkey', columns: [table.tag, table.postId] }),
    index('post_tags_tag_created_idx').on(
      table.tag,
      table.postCreatedAt.desc().nullsFirst(),
      table.postId.desc().nullsFirst(),
    ),
    // The cascade from a deleted post, and the rewrite on an edit, find the post's tags by post.
    index('post_tags_post_id_idx').on(table.postId),
  ],
);

/**
 * Comments and replies. A reply points at its top-level comment (`parent_id`; replies to replies
 * attach to that same top-level comment) and names the user it answers (`reply_to_user_id`).
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    // The reply stays when the person it answered deletes their account; it just names nobody.
    replyToUserId: uuid('reply_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // All comments of a post, oldest first (the comments modal).
    index('comments_post_id_created_at_id_idx').on(table.postId, table.createdAt, table.id),
    // The latest top-level comments of a post (the feed preview): read backwards, a few rows each.
    index('comments_post_top_level_idx')
      .on(table.postId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.parentId} IS NULL`),
    // Search: the newest comments first, read until enough of them hold the words (or the full-text index for rarer words).
    index('comments_created_at_id_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('comments_parent_id_idx').on(table.parentId),
    index('comments_user_id_idx').on(table.userId),
    check('comments_likes_count_not_negative', sql`${table.likesCount} >= 0`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'comment_likes_pkey', columns: [table.commentId, table.userId] }),
    index('comment_likes_user_id_idx').on(table.userId),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
export type CommentRow = typeof comments.$inferSelect;
