import { FIELD_VISIBILITIES, THEMES, USER_STATUSES, WORKSPACE_ROLES } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './value-checks.js';

const visibilityValid = (name: string, column: AnyPgColumn) => check(name, isOneOf(column, FIELD_VISIBILITIES));

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
    // Who may see the fields above: one of FIELD_VISIBILITIES, held by the checks below (the columns stay typed
    // as any text, so that a test can show the database refusing another); defaults: DEFAULT_PROFILE_VISIBILITY.
    emailVisibility: text('email_visibility').notNull().default('everyone'),
    addressVisibility: text('address_visibility').notNull().default('only-me'),
    dateOfBirthVisibility: text('date_of_birth_visibility').notNull().default('only-me'),
    linksVisibility: text('links_visibility').notNull().default('everyone'),
    // The colour theme chosen in Settings; default: DEFAULT_THEME in contracts.
    theme: text('theme', { enum: THEMES }).notNull().default('system'),
    /** Chat read receipts (issue 30): off, the user neither sends nor sees them (DEFAULT_SEND_READ_RECEIPTS). */
    sendReadReceipts: boolean('send_read_receipts').notNull().default(true),
    /** IANA time zone from Settings (issue 31): task reminders come at 09:00 on it. Null until set. */
    timeZone: text('time_zone'),
    avatar: text('avatar').notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    postsCount: integer('posts_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    /** Admins run the workspace (/admin). */
    role: text('role', { enum: WORKSPACE_ROLES }).notNull().default('member'),
    /**
     * A deactivated account keeps everything but cannot sign in; a deleted one is a tombstone (no email,
     * name or password of theirs) that keeps others' conversations whole.
     */
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /** When the person last did anything signed in (their sessions' latest use), for the admin's list. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
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
    visibilityValid('users_email_visibility_valid', table.emailVisibility),
    visibilityValid('users_address_visibility_valid', table.addressVisibility),
    visibilityValid('users_date_of_birth_visibility_valid', table.dateOfBirthVisibility),
    visibilityValid('users_links_visibility_valid', table.linksVisibility),
    check('users_theme_valid', isOneOf(table.theme, THEMES)),
    check('users_role_valid', isOneOf(table.role, WORKSPACE_ROLES)),
    check('users_status_valid', isOneOf(table.status, USER_STATUSES)),
    // The admin's member list, newest first.
    index('users_created_at_idx').on(table.createdAt, table.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
