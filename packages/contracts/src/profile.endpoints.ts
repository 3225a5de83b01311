import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';
import {
  avatarAnswerSchema,
  birthdayListAnswerSchema,
  followResultSchema,
  profileAnswerSchema,
  updateProfileBodySchema,
  userListAnswerSchema,
  userListQuerySchema,
  userProfileAnswerSchema,
} from './profile.js';
import { userSettingsBodySchema } from './settings.js';

/** /api/profile: the signed-in user's profile, preferences and avatar, other users' profiles, follows. */
export const profileEndpoints = defineEndpoints({
  'GET /api/profile': { data: profileAnswerSchema },
  'PUT /api/profile': { body: updateProfileBodySchema, data: profileAnswerSchema, withMessage: true },
  'PUT /api/profile/settings': { body: userSettingsBodySchema, data: profileAnswerSchema, withMessage: true },
  'POST /api/profile/avatar': {
    multipart: z.object({ avatar: z.file().describe('The image, at most 5 MB.') }),
    data: avatarAnswerSchema,
    withMessage: true,
  },
  'DELETE /api/profile/avatar': { data: profileAnswerSchema, withMessage: true },
  'GET /api/profile/users': { query: userListQuerySchema, data: userListAnswerSchema },
  'GET /api/profile/birthdays': { data: birthdayListAnswerSchema },
  'GET /api/profile/user/:userId': { data: userProfileAnswerSchema },
  'POST /api/profile/user/:userId/follow': { data: followResultSchema },
  'DELETE /api/profile/user/:userId/follow': { data: followResultSchema },
});
