import { INVITATION_STATUSES, INVITE_ROLES, SIGNUP_MODES } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects.js';
import { users } from './users.js';
import { isOneOf } from './value-checks.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A signed-in device. A token names its session (`sid`); ending the session (sign-out, "sign out of all
 * other devices", a password change, deactivation) deletes the row, and the token stops working at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Chrome on Windows", from the user agent at sign-in. */
    device: text('device').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Moved at most once a minute per session (sessions.service), not on every request. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** The token's own `exp`: a session is over when its token is. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId, table.lastSeenAt)],
);

/** The workspace's one row of settings (id is always 1). */
export const workspaceSettings = pgTable(
  'workspace_settings',
  {
    id: smallint('id').primaryKey().default(1),
    signupMode: text('signup_mode', { enum: SIGNUP_MODES }).notNull().default('open'),
    /** With `open`: only emails of these domains may register (empty: any). Lower-cased, no '@'. */
    allowedEmailDomains: jsonb('allowed_email_domains').$type<string[]>().notNull().default([]),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('workspace_settings_single_row', sql`${table.id} = 1`),
    check('workspace_settings_signup_mode_valid', isOneOf(table.signupMode, SIGNUP_MODES)),
  ],
);

/**
 * Invite links to register. Only a hash of the token is kept (the link is shown once, when it is made),
 * so a copy of the database holds no working link.
 */
export const workspaceInvites = pgTable(
  'workspace_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Bound to one email (lower-cased): only that address may register with it. */
    email: text('email'),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('workspace_invites_token_hash_unique').on(table.tokenHash),
    index('workspace_invites_created_at_idx').on(table.createdAt),
    check('workspace_invites_uses_valid', sql`${table.maxUses} > 0 AND ${table.uses} >= 0`),
  ],
);

/** One-time password-reset links (by email, or made by an admin); only a hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who made it; null when the person asked by email. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    index('password_resets_user_id_idx').on(table.userId),
  ],
);

/**
 * An invitation into a project, waiting for the invitee's answer. By email: the person may not have an
 * account yet (`inviteeId` is null until they register with that email).
 */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The project role given on acceptance. */
    role: text('role', { enum: INVITE_ROLES }).notNull().default('member'),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    respondedAt: timestamptz('responded_at'),
  },
  (table) => [
    // One open invitation per person per project.
    uniqueIndex('project_invitations_pending_unique')
      .on(table.projectId, table.email)
      .where(sql`${table.status} = 'pending'`),
    index('project_invitations_email_idx')
      .on(table.email)
      .where(sql`${table.status} = 'pending'`),
    index('project_invitations_invitee_idx').on(table.inviteeId),
    // The per-inviter hourly limit counts their recent invitations.
    index('project_invitations_inviter_idx').on(table.invitedBy, table.createdAt),
    // Written in this order before the values came from INVITE_ROLES ('member', 'admin'); sorted, the
    // constraint's text stays the same and needs no migration.
    check('project_invitations_role_valid', isOneOf(table.role, INVITE_ROLES.toSorted())),
    check('project_invitations_status_valid', isOneOf(table.status, INVITATION_STATUSES)),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type WorkspaceSettingsRow = typeof workspaceSettings.$inferSelect;
export type WorkspaceInviteRow = typeof workspaceInvites.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type ProjectInvitationRow = typeof projectInvitations.$inferSelect;
