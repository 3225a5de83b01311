import { z } from './zod.js';
import { emailSchema, publicUserSchema, usernameSchema } from './auth.js';
import { LIMITS } from './limits.js';
import { authorSummarySchema } from './posts.js';
import { profileVisibilityUpdateSchema, type PrivateUserField } from './profile-visibility.js';

const TELEGRAM_HANDLE = /^@[A-Za-z0-9_]{5,32}$/;
const TELEGRAM_LINK = /^(https?:\/\/)?(www\.)?(t\.me|telegram\.me)\/[A-Za-z0-9_]{5,32}\/?$/i;

/** True for an http(s) URL with a dotted host (or localhost). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

/** A Telegram @handle (5–32 letters, digits, underscores) or a t.me link to one. */
export function isTelegramContact(value: string): boolean {
  return TELEGRAM_HANDLE.test(value) || TELEGRAM_LINK.test(value);
}

function formatDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The allowed date-of-birth window as YYYY-MM-DD strings: 120 years ago up to today. */
export function dateOfBirthWindow(today: Date = new Date()): { min: string; max: string } {
  const earliest = new Date(today);
  earliest.setFullYear(today.getFullYear() - LIMITS.dateOfBirthYearsBack);
  return { min: formatDate(earliest), max: formatDate(today) };
}

function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? '');

const optionalLink = z
  .string()
  .trim()
  .max(LIMITS.profile.link, 'validation.linkTooLong')
  .refine((value) => value === '' || isHttpUrl(value), 'validation.urlInvalid')
  .optional()
  .transform((value) => value ?? '');

/** PUT /api/profile body. `avatar` is accepted and ignored: avatars change only through upload. */
export const updateProfileBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  position: optionalText(LIMITS.profile.position, 'validation.positionTooLong'),
  address: optionalText(LIMITS.profile.address, 'validation.addressTooLong'),
  dateOfBirth: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)),
      'validation.dateOfBirthInvalid',
    )
    .refine((value) => {
      if (value === null) return true;
      const { min, max } = dateOfBirthWindow();
      return value >= min && value <= max;
    }, 'validation.dateOfBirthRange'),
  website: optionalLink,
  facebook: optionalLink,
  instagram: optionalLink,
  telegram: z
    .string()
    .trim()
    .max(LIMITS.profile.link, 'validation.linkTooLong')
    .refine((value) => value === '' || isTelegramContact(value), 'validation.telegramInvalid')
    .optional()
    .transform((value) => value ?? ''),
  avatar: z.string().optional(),
  /** Absent, or any subset of the settings: what is left out keeps its current value. */
  visibility: profileVisibilityUpdateSchema.optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
export type UpdateProfileData = z.output<typeof updateProfileBodySchema>;

/** Text fields of the edit form, for errors keyed by field. */
export type ProfileField = Exclude<keyof UpdateProfileBody, 'avatar' | 'visibility'>;

/** GET /api/profile/users query. */
export const userListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.limitInvalid' })
    .int('validation.limitInvalid')
    .min(1, 'validation.limitInvalid')
    .max(LIMITS.userList.maxLimit, 'validation.limitInvalid')
    .default(LIMITS.userList.defaultLimit),
});

export const followResultSchema = z.object({ following: z.boolean(), followersCount: z.number() });
export type FollowResult = z.infer<typeof followResultSchema>;

const userShape = publicUserSchema.shape;

/**
 * Another user as the caller sees them: the fields their owner keeps to themselves are absent (not
 * empty), and so are the owner's choices (visibility, theme, read receipts, time zone). A user who shows everything is sent
 * with every field.
 */
export const visibleUserSchema = publicUserSchema
  .omit({ visibility: true, theme: true, sendReadReceipts: true, timeZone: true })
  .extend({
    email: userShape.email.optional(),
    address: userShape.address.optional(),
    dateOfBirth: userShape.dateOfBirth.optional(),
    website: userShape.website.optional(),
    facebook: userShape.facebook.optional(),
    instagram: userShape.instagram.optional(),
    telegram: userShape.telegram.optional(),
  } satisfies Record<PrivateUserField, z.ZodType>)
  .describe('Fields their owner keeps to themselves are absent.');
export type VisibleUser = z.infer<typeof visibleUserSchema>;

/** GET/PUT /api/profile, DELETE /api/profile/avatar: the caller themselves. */
export const profileAnswerSchema = z.object({ user: publicUserSchema });
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** GET /api/profile/user/{userId}: the caller's own id gives the whole `PublicUser`. */
export const userProfileAnswerSchema = z.object({ user: z.union([publicUserSchema, visibleUserSchema]) });
export type UserProfileAnswer = z.infer<typeof userProfileAnswerSchema>;

export const avatarAnswerSchema = z.object({ avatar: z.string(), user: publicUserSchema });
export type AvatarAnswer = z.infer<typeof avatarAnswerSchema>;

/** GET /api/profile/users: the caller among them is presented whole. */
export const userListAnswerSchema = z.object({ users: z.array(z.union([publicUserSchema, visibleUserSchema])) });
export type UserListAnswer = z.infer<typeof userListAnswerSchema>;

/** Someone in the birthday widget: only people who show their date of birth, with its day and month (never the year). */
export const birthdayPersonSchema = authorSummarySchema.extend({
  birthday: z.object({ month: z.number(), day: z.number() }),
});
export type BirthdayPerson = z.infer<typeof birthdayPersonSchema>;

/** GET /api/profile/birthdays */
export const birthdayListAnswerSchema = z.object({ users: z.array(birthdayPersonSchema) });
export type BirthdayListAnswer = z.infer<typeof birthdayListAnswerSchema>;
