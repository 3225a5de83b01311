import {
  translateServerMessage,
  updateProfileBodySchema,
  type Language,
  type ProfileField,
  type PublicUser,
  type UpdateProfileBody,
} from '@teamhub/contracts';

export type ProfileFormValues = Record<ProfileField, string>;
export type FieldErrors = Partial<Record<ProfileField, string>>;

export const PROFILE_FIELDS: ProfileField[] = [
  'username',
  'email',
  'position',
  'address',
  'dateOfBirth',
  'website',
  'facebook',
  'instagram',
  'telegram',
];

export function formValuesFromUser(user: PublicUser): ProfileFormValues {
  return {
    username: user.username,
    email: user.email,
    position: user.position,
    address: user.address,
    dateOfBirth: user.dateOfBirth ?? '',
    website: user.website,
    facebook: user.facebook,
    instagram: user.instagram,
    telegram: user.telegram,
  };
}

/** The same checks the server makes, with one translated message per field. */
export function checkProfileForm(
  values: ProfileFormValues,
  language: Language,
): { ok: true; body: UpdateProfileBody } | { ok: false; errors: FieldErrors } {
  const body: UpdateProfileBody = { ...values, dateOfBirth: values.dateOfBirth || null };
  const parsed = updateProfileBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= translateServerMessage(issue.message, language);
  }
  return { ok: false, errors };
}

/** Server errors keyed by field, kept only for fields the form has. */
export function fieldErrorsFromServer(errors: unknown): FieldErrors {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) {
    if (PROFILE_FIELDS.includes(field as ProfileField) && typeof message === 'string') {
      result[field as ProfileField] = message;
    }
  }
  return result;
}
