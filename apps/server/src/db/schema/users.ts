import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Always stored lower-cased (the shared schema lower-cases it). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    position: text('position').notNull().default(''),
    address: text('address').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    website: text('website').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    telegram: text('telegram').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    postsCount: integer('posts_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    check(
      'users_counts_not_negative',
      sql`${table.postsCount} >= 0 AND ${table.followersCount} >= 0 AND ${table.followingCount} >= 0`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
