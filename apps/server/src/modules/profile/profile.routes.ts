import { translateServerMessage, userListQuerySchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { parseOrThrow } from '../../lib/validation.js';
import { presentUser } from '../users/user.presenter.js';
import { readAvatarUpload } from './avatar-upload.js';
import {
  followUser,
  getProfile,
  listBirthdays,
  listUsers,
  removeAvatar,
  unfollowUser,
  updateProfile,
  updateSettings,
  uploadAvatar,
  type ProfileServiceDeps,
} from './profile.service.js';

const tag = 'profile';
const ok = <T>(data: T) => ({ success: true as const, data });

/** /api/profile: the signed-in user's profile and avatar, other users' profiles, follows. */
export async function profileRoutes(app: FastifyInstance, deps: ProfileServiceDeps) {
  // `authenticate` loaded the row from the database for this very request, so it is current.
  apiRoute(app, 'GET /api/profile', { tag, summary: 'The signed-in user', errors: [] }, async (request) =>
    ok({ user: presentUser(request.user) }),
  );

  apiRoute(
    app,
    'PUT /api/profile',
    {
      tag,
      summary: 'Edit the signed-in user’s profile and field visibility',
      description: 'A 400 carries `errors` as `{ field: message }`, for the edit form.',
      errors: [400, 409],
      body: 'byField',
    },
    async (request) => {
      const data = await updateProfile(deps, request.user.id, request.body);
      return { success: true as const, message: translateServerMessage('profile.updated', request.language), data };
    },
  );

  // The caller's own preferences: nothing posts show changes, so feed pages keep what they hold.
  apiRoute(
    app,
    'PUT /api/profile/settings',
    {
      tag,
      summary: 'Save the signed-in user’s preferences (theme, chat read receipts)',
      errors: [400],
      body: 'fields',
    },
    async (request) => {
      const data = await updateSettings(deps, request.user.id, request.body);
      const message = translateServerMessage('profile.settingsSaved', request.language);
      return { success: true as const, message, data };
    },
  );

  apiRoute(
    app,
    'POST /api/profile/avatar',
    { tag, summary: 'Upload a new avatar (an image, resized to a square)', errors: [400, 413] },
    async (request) => {
      const upload = await readAvatarUpload(request);
      const data = await uploadAvatar(deps, request.user.id, upload);
      const message = translateServerMessage('profile.avatarUpdated', request.language);
      return { success: true as const, message, data };
    },
  );

  apiRoute(app, 'DELETE /api/profile/avatar', { tag, summary: 'Remove the avatar', errors: [] }, async (request) => {
    const data = await removeAvatar(deps, request.user.id);
    return { success: true as const, message: translateServerMessage('profile.avatarRemoved', request.language), data };
  });

  apiRoute(
    app,
    'GET /api/profile/users',
    { tag, summary: 'Team members, the caller among them', errors: [400] },
    async (request) => {
      const { limit } = parseOrThrow(userListQuerySchema, request.query);
      return ok(await listUsers(deps, request.user.id, limit));
    },
  );

  apiRoute(
    app,
    'GET /api/profile/birthdays',
    { tag, summary: 'People whose birthday is today (day and month only)', errors: [] },
    async () => ok(await listBirthdays(deps)),
  );

  apiRoute(
    app,
    'GET /api/profile/user/:userId',
    {
      tag,
      summary:
        'Another user’s profile (fields they keep to themselves are absent); `@username` in place of the id finds it by name (a mention’s link)',
      errors: [404],
    },
    async (request) => ok(await getProfile(deps, request.user.id, request.params.userId)),
  );

  apiRoute(
    app,
    'POST /api/profile/user/:userId/follow',
    { tag, summary: 'Follow a user', errors: [400, 404] },
    async (request) => ok(await followUser(deps, request.user.id, request.params.userId)),
  );

  apiRoute(
    app,
    'DELETE /api/profile/user/:userId/follow',
    { tag, summary: 'Stop following a user', errors: [400, 404] },
    async (request) => ok(await unfollowUser(deps, request.user.id, request.params.userId)),
  );
}
