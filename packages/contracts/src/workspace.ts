import { z } from './zod.js';
import { emailSchema, newPasswordSchema } from './auth.js';

/** Roles in the workspace: admins run it (/admin), members use it. */
export const WORKSPACE_ROLES = ['admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Account states an admin can set; deleted accounts are never listed. */
export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** Every state an account row can be in: a deleted account stays as a tombstone that keeps others' conversations whole. */
export const USER_STATUSES = [...ACCOUNT_STATUSES, 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Who may register: anyone (optionally only some email domains), holders of an invite link, nobody. */
export const SIGNUP_MODES = ['open', 'invite', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export const WORKSPACE_LIMITS = {
  /** Invite links last at most 30 days and admit at most 500 people. */
  inviteMaxHours: 30 * 24,
  inviteMaxUses: 500,
  allowedDomainsMax: 50,
  /** Password-reset links (by email or made by an admin) are good for one hour, once. */
  passwordResetMinutes: 60,
  /** Admin member list page size. */
  adminUsersPage: 20,
  /** Project invitations one person may send per hour, and how long a declined one blocks a new one. */
  projectInvitesPerHour: 30,
  declinedInviteBlockHours: 24,
} as const;

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(
    z.string().regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'workspace.domainInvalid'),
  );

/** GET/PUT /api/admin/settings. */
export const workspaceSettingsSchema = z.object({
  signupMode: z.enum(SIGNUP_MODES, { error: 'workspace.signupModeInvalid' }),
  allowedEmailDomains: z
    .array(domainSchema, { error: 'workspace.domainInvalid' })
    .max(WORKSPACE_LIMITS.allowedDomainsMax, 'workspace.domainsTooMany'),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;
export const workspaceSettingsAnswerSchema = z.object({
  settings: workspaceSettingsSchema,
  /**
   * Settings fixed by the server's configuration (SIGNUP_MODE, SIGNUP_EMAIL_DOMAINS): shown, not changeable
   * here, as Mattermost locks settings set through the environment.
   */
  lockedByConfig: z.array(z.enum(['signupMode', 'allowedEmailDomains'])),
});

/** What the sign-up screen needs to know before anyone is signed in (GET /api/auth/signup-info). */
export const signupInfoSchema = z.object({
  signupMode: z.enum(SIGNUP_MODES),
  allowedEmailDomains: z.array(z.string()),
  /** Whether "Forgot password?" can mail a link (SMTP_URL set) or the screen says to ask an admin. */
  passwordResetByEmail: z.boolean(),
  /** With `?invite=`: who invited, and whether the link still works. */
  invite: z
    .object({
      valid: z.boolean(),
      invitedBy: z.string().nullable(),
      email: z.string().nullable(),
    })
    .optional(),
});
export type SignupInfo = z.infer<typeof signupInfoSchema>;

/** POST /api/admin/invites. */
export const createInviteBodySchema = z.object({
  expiresInHours: z.coerce
    .number({ error: 'workspace.inviteExpiryInvalid' })
    .int('workspace.inviteExpiryInvalid')
    .min(1, 'workspace.inviteExpiryInvalid')
    .max(WORKSPACE_LIMITS.inviteMaxHours, 'workspace.inviteExpiryInvalid'),
  maxUses: z.coerce
    .number({ error: 'workspace.inviteUsesInvalid' })
    .int('workspace.inviteUsesInvalid')
    .min(1, 'workspace.inviteUsesInvalid')
    .max(WORKSPACE_LIMITS.inviteMaxUses, 'workspace.inviteUsesInvalid'),
  email: z
    .union([z.literal(''), emailSchema], { error: 'validation.emailInvalid' })
    .optional()
    .transform((value) => value || undefined),
});
export type CreateInviteBody = z.input<typeof createInviteBodySchema>;

export const INVITE_STATES = ['active', 'expired', 'used-up', 'revoked'] as const;
export const workspaceInviteSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  maxUses: z.number(),
  uses: z.number(),
  expiresAt: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(INVITE_STATES),
  createdBy: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export type WorkspaceInvite = z.infer<typeof workspaceInviteSchema>;
/** Only the answer that creates a link carries its token: only a hash of it is kept. */
export const createdInviteSchema = workspaceInviteSchema.extend({ token: z.string(), url: z.string() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** A member as the admin screen lists them. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersAnswerSchema = z.object({ users: z.array(adminUserSchema), nextCursor: z.string().nullable() });

/** PATCH /api/admin/users/{id}. */
export const adminUserPatchSchema = z
  .object({
    role: z.enum(WORKSPACE_ROLES, { error: 'workspace.roleInvalid' }).optional(),
    status: z.enum(ACCOUNT_STATUSES, { error: 'workspace.statusInvalid' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.status !== undefined, 'workspace.nothingToChange');

/** A signed-in device, as Settings → Security lists it. */
export const sessionViewSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
export const sessionsAnswerSchema = z.object({ sessions: z.array(sessionViewSchema) });

/** POST /api/auth/password. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired'),
  newPassword: newPasswordSchema,
});
/** POST /api/auth/forgot-password. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
/** POST /api/auth/reset-password. */
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'workspace.resetLinkInvalid' }).min(1, 'workspace.resetLinkInvalid').max(200),
  newPassword: newPasswordSchema,
});
/** DELETE /api/account. */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired'),
});
/** An admin's one-time reset link for a member (POST /api/admin/users/{id}/password-reset). */
export const resetLinkAnswerSchema = z.object({ url: z.string(), expiresAt: z.string() });
