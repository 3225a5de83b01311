import type { ApiSuccess, ProfileAnswer, UserSettingsBody } from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';

/** Saves the signed-in user's own preferences; answers the user with them. */
export const saveSettings = (body: UserSettingsBody) =>
  apiRequest<ApiSuccess<ProfileAnswer>>('/api/profile/settings', { method: 'PUT', body }).then(
    (answer) => answer.data.user,
  );
