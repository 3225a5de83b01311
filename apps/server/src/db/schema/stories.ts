import {
  MEDIA_TYPES,
  STORY_DURATIONS,
  type StoryDuration,
  type StoryFilters,
  type StoryTextOverlay,
} from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Stories: a picture or video for 24 hours. `expires_at` is written with the row (created_at + 24 h,
 * both from the app's clock); every read filters on it, and the periodic sweep deletes the rows past it
 * with their files.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaUrl: text('media_url').notNull(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    content: text('content').notNull().default(''),
    duration: integer('duration').$type<StoryDuration>().notNull().default(15),
    filters: jsonb('filters').$type<StoryFilters>().notNull(),
    textOverlays: jsonb('text_overlays').$type<StoryTextOverlay[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    // Every read ("unexpired") and the sweep ("expired") are ranges of it.
    index('stories_expires_at_idx').on(table.expiresAt),
    // One author's stories in the order they play.
    index('stories_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('stories_media_type_valid', isOneOf(table.mediaType, MEDIA_TYPES)),
    check('stories_duration_valid', isOneOf(table.duration, STORY_DURATIONS)),
    check('stories_content_length', sql`char_length(${table.content}) <= 500`),
    check('stories_expires_after_created', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

/** Who opened which story, once each: the primary key makes a second view a no-op (ON CONFLICT DO NOTHING). */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (table) => [
    // The key serves "has the caller seen these stories" and a story's viewers.
    primaryKey({ name: 'story_views_pkey', columns: [table.storyId, table.userId] }),
    // Deleting an account removes its views.
    index('story_views_user_id_idx').on(table.userId),
  ],
);

export type StoryRow = typeof stories.$inferSelect;
export type NewStoryRow = typeof stories.$inferInsert;
