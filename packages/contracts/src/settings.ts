import { isKnownTimeZone } from './time-zones.js';
import { z } from './zod.js';

/** The colour theme a user picks in Settings; `system` follows the device's light or dark setting. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** What every account starts with: the app looks as it did before the setting existed. */
export const DEFAULT_THEME: Theme = 'system';

export const themeSchema = z.enum(THEMES, { error: 'validation.themeInvalid' });

/** Whether a new account tells others when it has read their messages (chat read receipts). */
export const DEFAULT_SEND_READ_RECEIPTS = true;

/**
 * PUT /api/profile/settings body: the signed-in user's own preferences, any of them (the others are
 * left as they are); at least one.
 */
export const userSettingsBodySchema = z
  .object({
    theme: themeSchema.optional(),
    sendReadReceipts: z
      .boolean({ error: 'validation.sendReadReceiptsInvalid' })
      .optional()
      .describe('Off: others see no read receipts from them, and they see none from others.'),
    timeZone: z
      .string({ error: 'validation.timeZoneInvalid' })
      .max(64, 'validation.timeZoneInvalid')
      .refine(isKnownTimeZone, 'validation.timeZoneInvalid')
      .optional()
      .describe('IANA time zone ("Asia/Ho_Chi_Minh"): task reminders come at 09:00 on this clock.'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'validation.settingsEmpty',
  });
export type UserSettingsBody = z.input<typeof userSettingsBodySchema>;
export type UserSettingsData = z.output<typeof userSettingsBodySchema>;
