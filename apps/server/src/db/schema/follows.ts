import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Who follows whom. The composite primary key makes a second follow of the same pair a no-op
 * (INSERT … ON CONFLICT DO NOTHING), which is what keeps the maintained counts on `users` exact.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'follows_pkey', columns: [table.followerId, table.followingId] }),
    check('follows_not_self', sql`${table.followerId} <> ${table.followingId}`),
    // The primary key already serves "whom does X follow"; this one serves "who follows X".
    index('follows_following_id_idx').on(table.followingId),
  ],
);

export type FollowRow = typeof follows.$inferSelect;
