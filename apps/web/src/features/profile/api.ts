import type { PublicUser, UpdateProfileBody } from '@teamhub/contracts';
import { api } from '../../lib/api';
import { apiUpload } from '../../lib/api-upload';

export const profileKeys = {
  own: ['profile', 'own'] as const,
  user: (userId: string) => ['profile', 'user', userId] as const,
};

const user = (userId: string) => ({ params: { userId } });

export const fetchOwnProfile = () => api('GET /api/profile').then((answer) => answer.data.user);

/** Another user as the caller may see them: fields they keep to themselves are absent. */
export const fetchUserProfile = (userId: string) =>
  api('GET /api/profile/user/:userId', user(userId)).then((answer) => answer.data.user);

export const updateProfile = (body: UpdateProfileBody) =>
  api('PUT /api/profile', { body }).then((answer) => answer.data.user);

export function uploadAvatar(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('avatar', file);
  return apiUpload('POST /api/profile/avatar', { body: form }, { onProgress }).then((answer) => answer.data);
}

export const removeAvatar = () => api('DELETE /api/profile/avatar').then((answer) => answer.data.user);

export const setFollowing = (userId: string, follow: boolean) =>
  api(follow ? 'POST /api/profile/user/:userId/follow' : 'DELETE /api/profile/user/:userId/follow', user(userId)).then(
    (answer) => answer.data,
  );

export type { PublicUser };
