import { z } from './zod.js';

/** The colour theme a user picks in Settings; `system` follows the device's light or dark setting. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** What every account starts with: the app looks as it did before the setting existed. */
export const DEFAULT_THEME: Theme = 'system';

export const themeSchema = z.enum(THEMES, { error: 'validation.themeInvalid' });

/** PUT /api/profile/settings body: the signed-in user's own preferences. */
export const userSettingsBodySchema = z.object({ theme: themeSchema });
export type UserSettingsBody = z.input<typeof userSettingsBodySchema>;
export type UserSettingsData = z.output<typeof userSettingsBodySchema>;
