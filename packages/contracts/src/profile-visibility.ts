import { z } from './zod.js';

/** Who may see a profile field: every signed-in team member, or its owner alone. */
export const FIELD_VISIBILITIES = ['everyone', 'only-me'] as const;
export type FieldVisibility = (typeof FIELD_VISIBILITIES)[number];

/** The choices a user makes on Edit profile; `links` covers the website and the three social links together. */
export const VISIBILITY_SETTINGS = ['email', 'address', 'dateOfBirth', 'links'] as const;
export type VisibilitySetting = (typeof VISIBILITY_SETTINGS)[number];

/**
 * What a new (or an existing, at the migration) account starts with: the email and the links are
 * there to be used by colleagues, the home address and the date of birth are personal until shared.
 */
export const DEFAULT_PROFILE_VISIBILITY: ProfileVisibility = {
  email: 'everyone',
  address: 'only-me',
  dateOfBirth: 'only-me',
  links: 'everyone',
};

/** The user fields each setting hides from other people. */
export const VISIBILITY_FIELDS = {
  email: ['email'],
  address: ['address'],
  dateOfBirth: ['dateOfBirth'],
  links: ['website', 'facebook', 'instagram', 'telegram'],
} as const satisfies Record<VisibilitySetting, readonly string[]>;
export type PrivateUserField = (typeof VISIBILITY_FIELDS)[VisibilitySetting][number];

const fieldVisibilitySchema = z.enum(FIELD_VISIBILITIES, { error: 'validation.visibilityInvalid' });

/** A user's choice for each setting, as answers carry it. */
export const profileVisibilitySchema = z.object({
  email: fieldVisibilitySchema,
  address: fieldVisibilitySchema,
  dateOfBirth: fieldVisibilitySchema,
  links: fieldVisibilitySchema,
}) satisfies z.ZodType<Record<VisibilitySetting, FieldVisibility>>;
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

/**
 * The `visibility` part of PUT /api/profile: any subset of the settings; the ones left out keep
 * their current value (so clients that predate the setting change nothing).
 */
export const profileVisibilityUpdateSchema = z.object({
  email: fieldVisibilitySchema.optional(),
  address: fieldVisibilitySchema.optional(),
  dateOfBirth: fieldVisibilitySchema.optional(),
  links: fieldVisibilitySchema.optional(),
});
export type ProfileVisibilityUpdate = z.output<typeof profileVisibilityUpdateSchema>;
