import { z } from './zod.js';
import { LIMITS } from './limits.js';
import { profileVisibilitySchema } from './profile-visibility.js';
import { themeSchema } from './settings.js';

// Messages are keys of SERVER_MESSAGES so that server and web show them in the reader's language.
export const usernameSchema = z
  .string({ error: 'validation.usernameRequired' })
  .trim()
  .min(1, 'validation.usernameRequired')
  .min(LIMITS.username.min, 'validation.usernameLength')
  .max(LIMITS.username.max, 'validation.usernameLength')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'validation.usernameChars');

export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(LIMITS.email.max, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'))
  .transform((email) => email.toLowerCase());

/** A password someone chooses (register, change, reset); the server also checks its strength. */
export const newPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(LIMITS.password.min, 'validation.passwordMin')
  .max(LIMITS.password.max, 'validation.passwordMax');

/** POST /api/auth/register body. */
export const registerBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** From `/register?invite=<token>`: needed while sign-up is invite-only. */
  inviteToken: z.string().max(200).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /api/auth/login body. Only presence is checked: the answer never says which part was wrong. */
export const loginBodySchema = z.object({
  email: z
    .string({ error: 'validation.emailRequired' })
    .trim()
    .min(1, 'validation.emailRequired')
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(LIMITS.password.max, 'validation.passwordMax'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * A user as answers about themselves present them (register, login, their own profile): every field
 * and their visibility choices. Other people are presented as `VisibleUser` (profile.ts).
 * `_id` and `id` carry the same UUID.
 */
export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  email: z.string(),
  position: z.string(),
  address: z.string(),
  dateOfBirth: z.string().nullable(),
  website: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  telegram: z.string(),
  avatar: z.string(),
  verified: z.boolean(),
  postsCount: z.number(),
  followersCount: z.number(),
  followingCount: z.number(),
  createdAt: z.string(),
  visibility: profileVisibilitySchema.describe('Who may see the email, address, date of birth and links.'),
  theme: themeSchema.describe(
    'The colour theme they chose in Settings; a preference of their own, never shown to others.',
  ),
  sendReadReceipts: z
    .boolean()
    .describe(
      'Whether they send chat read receipts (and so see others’); a preference of their own, never shown to others.',
    ),
  timeZone: z
    .string()
    .nullable()
    .describe(
      'Their IANA time zone from Settings (null until set; the web sets the browser’s); a preference of their own, never shown to others.',
    ),
  role: z.enum(['admin', 'member']).describe('Their role in the workspace: admins run it (/admin).'),
  deactivated: z
    .literal(true)
    .optional()
    .describe('Present when an administrator deactivated the account: their content stays, their name says so.'),
  isFollowing: z.boolean().optional().describe("Whether the caller follows this user; only on another user's profile."),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authPayloadSchema = z.object({ user: publicUserSchema, token: z.string() });
export type AuthPayload = z.infer<typeof authPayloadSchema>;

/** Register and login bodies after parsing (trimmed, email lower-cased). */
export type RegisterData = z.output<typeof registerBodySchema>;
export type LoginData = z.output<typeof loginBodySchema>;
