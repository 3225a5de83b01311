import { LANGUAGES, type Language } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A browser's Web Push subscription (RFC 8030): where the push service accepts pushes for it
 * (`endpoint`, unique: a browser re-subscribing, or another member signing in on it, takes the row over)
 * and the keys its pushes are encrypted to (RFC 8291). `language` is the device's interface language
 * when it subscribed: pushes are worded in it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android", from the user agent when subscribed. */
    deviceLabel: text('device_label').notNull().default(''),
    language: text('language').$type<Language>().notNull().default('vi'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the push service last accepted a push for it. */
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    check('push_subscriptions_language_valid', isOneOf(table.language, LANGUAGES)),
  ],
);

/**
 * What pushes to a member's devices (a row only once they chose; none means every category, no quiet
 * hours). Quiet hours are "HH:mm" in an IANA zone, all three set or none.
 */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    messages: boolean('messages').notNull().default(true),
    social: boolean('social').notNull().default(true),
    tasks: boolean('tasks').notNull().default(true),
    invitations: boolean('invitations').notNull().default(true),
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    quietTimeZone: text('quiet_time_zone'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'push_preferences_quiet_hours_whole',
      sql`(${table.quietStart} IS NULL) = (${table.quietEnd} IS NULL) AND (${table.quietStart} IS NULL) = (${table.quietTimeZone} IS NULL)`,
    ),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushPreferencesRow = typeof pushPreferences.$inferSelect;
