import {
  translateServerMessage,
  updateProfileBodySchema,
  userListQuerySchema,
  userSettingsBodySchema,
} from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { parseOrThrow, parseOrThrowByField } from '../../lib/validation.js';
import { presentUser } from '../users/user.presenter.js';
import { readAvatarUpload } from './avatar-upload.js';
import { profileDocs } from './profile.docs.js';
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

type UserIdParams = { Params: { userId: string } };

/** /api/profile: the signed-in user's profile and avatar, other users' profiles, follows. */
export async function profileRoutes(app: FastifyInstance, deps: ProfileServiceDeps) {
  const signedIn = { preHandler: app.authenticate };

  // `authenticate` loaded the row from the database for this very request, so it is current.
  app.get('/', { ...signedIn, ...profileDocs.own }, async (request) => ({
    success: true,
    data: { user: presentUser(request.user) },
  }));

  app.put('/', { ...signedIn, ...profileDocs.update }, async (request) => {
    const body = parseOrThrowByField(updateProfileBodySchema, request.body);
    const data = await updateProfile(deps, request.user.id, body);
    return { success: true, message: translateServerMessage('profile.updated', request.language), data };
  });

  // The caller's own preferences: nothing posts show changes, so feed pages keep what they hold.
  app.put('/settings', { ...signedIn, ...profileDocs.settings }, async (request) => {
    const body = parseOrThrow(userSettingsBodySchema, request.body);
    const data = await updateSettings(deps, request.user.id, body);
    return { success: true, message: translateServerMessage('profile.settingsSaved', request.language), data };
  });

  app.post('/avatar', { ...signedIn, ...profileDocs.uploadAvatar }, async (request) => {
    const upload = await readAvatarUpload(request);
    const data = await uploadAvatar(deps, request.user.id, upload);
    return { success: true, message: translateServerMessage('profile.avatarUpdated', request.language), data };
  });

  app.delete('/avatar', { ...signedIn, ...profileDocs.removeAvatar }, async (request) => {
    const data = await removeAvatar(deps, request.user.id);
    return { success: true, message: translateServerMessage('profile.avatarRemoved', request.language), data };
  });

  app.get('/users', { ...signedIn, ...profileDocs.users }, async (request) => {
    const { limit } = parseOrThrow(userListQuerySchema, request.query);
    return { success: true, data: await listUsers(deps, request.user.id, limit) };
  });

  app.get('/birthdays', { ...signedIn, ...profileDocs.birthdays }, async () => ({
    success: true,
    data: await listBirthdays(deps),
  }));

  app.get<UserIdParams>('/user/:userId', { ...signedIn, ...profileDocs.user }, async (request) => ({
    success: true,
    data: await getProfile(deps, request.user.id, request.params.userId),
  }));

  app.post<UserIdParams>('/user/:userId/follow', { ...signedIn, ...profileDocs.follow }, async (request) => ({
    success: true,
    data: await followUser(deps, request.user.id, request.params.userId),
  }));

  app.delete<UserIdParams>('/user/:userId/follow', { ...signedIn, ...profileDocs.unfollow }, async (request) => ({
    success: true,
    data: await unfollowUser(deps, request.user.id, request.params.userId),
  }));
}
