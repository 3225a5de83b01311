import {
  avatarAnswerSchema,
  birthdayListAnswerSchema,
  followResultSchema,
  profileAnswerSchema,
  updateProfileBodySchema,
  userListAnswerSchema,
  userListQuerySchema,
  userProfileAnswerSchema,
  userSettingsBodySchema,
} from '@teamhub/contracts';
import { z } from 'zod';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'profile';
const userId = pathParams('userId');

/** OpenAPI descriptions of /api/profile (profile.routes.ts). */
export const profileDocs = {
  own: documented({ tag, summary: 'The signed-in user', data: profileAnswerSchema, errors: [] }),
  update: documented({
    tag,
    summary: 'Edit the signed-in user’s profile and field visibility',
    description: 'A 400 carries `errors` as `{ field: message }`, for the edit form.',
    body: updateProfileBodySchema,
    data: profileAnswerSchema,
    withMessage: true,
    errors: [400, 409],
  }),
  settings: documented({
    tag,
    summary: 'Save the signed-in user’s preferences (the theme)',
    body: userSettingsBodySchema,
    data: profileAnswerSchema,
    withMessage: true,
    errors: [400],
  }),
  uploadAvatar: documented({
    tag,
    summary: 'Upload a new avatar (an image, resized to a square)',
    multipart: z.object({ avatar: z.file().describe('The image, at most 5 MB.') }),
    data: avatarAnswerSchema,
    withMessage: true,
    errors: [400, 413],
  }),
  removeAvatar: documented({
    tag,
    summary: 'Remove the avatar',
    data: profileAnswerSchema,
    withMessage: true,
    errors: [],
  }),
  users: documented({
    tag,
    summary: 'Team members, the caller among them',
    query: userListQuerySchema,
    data: userListAnswerSchema,
    errors: [400],
  }),
  birthdays: documented({
    tag,
    summary: 'People whose birthday is today (day and month only)',
    data: birthdayListAnswerSchema,
    errors: [],
  }),
  user: documented({
    tag,
    summary: 'Another user’s profile (fields they keep to themselves are absent)',
    params: userId,
    data: userProfileAnswerSchema,
    errors: [404],
  }),
  follow: documented({ tag, summary: 'Follow a user', params: userId, data: followResultSchema, errors: [400, 404] }),
  unfollow: documented({
    tag,
    summary: 'Stop following a user',
    params: userId,
    data: followResultSchema,
    errors: [400, 404],
  }),
};
