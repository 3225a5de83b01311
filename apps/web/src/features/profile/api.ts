import type {
  ApiSuccess,
  AvatarAnswer,
  FollowResult,
  ProfileAnswer,
  PublicUser,
  UpdateProfileBody,
  UserProfileAnswer,
} from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';
import { uploadForm } from '../../lib/upload';

export const profileKeys = {
  own: ['profile', 'own'] as const,
  user: (userId: string) => ['profile', 'user', userId] as const,
};

export const fetchOwnProfile = () =>
  apiRequest<ApiSuccess<ProfileAnswer>>('/api/profile').then((answer) => answer.data.user);

/** Another user as the caller may see them: fields they keep to themselves are absent. */
export const fetchUserProfile = (userId: string) =>
  apiRequest<ApiSuccess<UserProfileAnswer>>(`/api/profile/user/${encodeURIComponent(userId)}`).then(
    (answer) => answer.data.user,
  );

export const updateProfile = (body: UpdateProfileBody) =>
  apiRequest<ApiSuccess<ProfileAnswer>>('/api/profile', { method: 'PUT', body }).then((answer) => answer.data.user);

export function uploadAvatar(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('avatar', file);
  return uploadForm<ApiSuccess<AvatarAnswer>>('/api/profile/avatar', form, { onProgress }).then(
    (answer) => answer.data,
  );
}

export const removeAvatar = () =>
  apiRequest<ApiSuccess<ProfileAnswer>>('/api/profile/avatar', { method: 'DELETE' }).then((answer) => answer.data.user);

export const setFollowing = (userId: string, follow: boolean) =>
  apiRequest<ApiSuccess<FollowResult>>(`/api/profile/user/${encodeURIComponent(userId)}/follow`, {
    method: follow ? 'POST' : 'DELETE',
  }).then((answer) => answer.data);

export type { PublicUser };
