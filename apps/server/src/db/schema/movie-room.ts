import { LIBRARY_MOVIE_SOURCES, MOVIE_SOURCES } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Movie rooms. The id is what people type ('room123'), stored lower-case (ids are case-insensitive);
 * the primary key makes a second room with the same id a unique violation (409). The current movie
 * lives in the `movie_*` columns (all null when none): `movie_url` only for pasted links, since a
 * post's video and a document's signed link are resolved when read.
 */
export const movieRooms = pgTable(
  'movie_rooms',
  {
    roomId: text('room_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    movieKey: text('movie_key'),
    movieSource: text('movie_source', { enum: MOVIE_SOURCES }),
    movieTitle: text('movie_title'),
    moviePoster: text('movie_poster'),
    movieUrl: text('movie_url'),
    movieDuration: real('movie_duration'),
    movieSelectedAt: timestamptz('movie_selected_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('movie_rooms_host_id_idx').on(table.hostId),
    check('movie_rooms_room_id_valid', sql`${table.roomId} ~ '^[a-z0-9_-]{1,64}$'`),
    check(
      'movie_rooms_movie_source_valid',
      sql`${table.movieSource} IS NULL OR ${isOneOf(table.movieSource, MOVIE_SOURCES)}`,
    ),
  ],
);

/** A room's chat, read newest first in pages of 50 (the index serves that order). */
export const movieRoomMessages = pgTable(
  'movie_room_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: text('room_id')
      .notNull()
      .references(() => movieRooms.roomId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('movie_room_messages_room_created_idx').on(
      table.roomId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('movie_room_messages_user_id_idx').on(table.userId),
    check('movie_room_messages_length', sql`char_length(${table.message}) BETWEEN 1 AND 2000`),
  ],
);

/**
 * How many times rooms have chosen each library movie (a feed post's video or a document), for
 * "trending". A counter per movie rather than a row per choice: trending only needs the count, and
 * the table stays as small as the library. Rows of deleted posts or documents are harmless leftovers.
 */
export const movieRoomPlays = pgTable(
  'movie_room_plays',
  {
    source: text('source', { enum: LIBRARY_MOVIE_SOURCES }).notNull(),
    movieId: uuid('movie_id').notNull(),
    plays: integer('plays').notNull().default(0),
    lastPlayedAt: timestamptz('last_played_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'movie_room_plays_pkey', columns: [table.source, table.movieId] }),
    check('movie_room_plays_source_valid', isOneOf(table.source, LIBRARY_MOVIE_SOURCES)),
    check('movie_room_plays_not_negative', sql`${table.plays} >= 0`),
  ],
);

export type MovieRoomRow = typeof movieRooms.$inferSelect;
export type MovieRoomMessageRow = typeof movieRoomMessages.$inferSelect;
