import { z } from 'zod';
import { LIMITS } from './limits.js';
import type { ProfileVisibility } from './profile-visibility.js';
import type { Theme } from './settings.js';

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

const newPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(LIMITS.password.min, 'validation.passwordMin')
  .max(LIMITS.password.max, 'validation.passwordMax');

/** POST /api/auth/register body. */
export const registerBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
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
export interface PublicUser {
  _id: string;
  id: string;
  username: string;
  email: string;
  position: string;
  address: string;
  dateOfBirth: string | null;
  website: string;
  facebook: string;
  instagram: string;
  telegram: string;
  avatar: string;
  verified: boolean;
  postsCount: number;
  followersCount: number;
  followingCount: number;
  createdAt: string;
  /** Who may see the email, address, date of birth and links. */
  visibility: ProfileVisibility;
  /** The colour theme they chose in Settings; a preference of their own, never shown to others. */
  theme: Theme;
  /** Whether the caller follows this user; only on another user's profile. */
  isFollowing?: boolean;
}

export interface AuthPayload {
  user: PublicUser;
  token: string;
}

/** Register and login bodies after parsing (trimmed, email lower-cased). */
export type RegisterData = z.output<typeof registerBodySchema>;
export type LoginData = z.output<typeof loginBodySchema>;
