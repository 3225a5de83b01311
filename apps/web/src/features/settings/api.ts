import type { UserSettingsBody } from '@teamhub/contracts';
import { api } from '../../lib/api';

/** Saves the signed-in user's own preferences; answers the user with them. */
export const saveSettings = (body: UserSettingsBody) =>
  api('PUT /api/profile/settings', { body }).then((answer) => answer.data.user);
