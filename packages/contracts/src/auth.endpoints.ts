import { authPayloadSchema, loginBodySchema, registerBodySchema } from './auth.js';
import { defineEndpoints } from './endpoint.js';
import { profileAnswerSchema } from './profile.js';
import { sessionsAnswerSchema } from './workspace.js';

const signingIn = { signedIn: false, withMessage: true, data: authPayloadSchema } as const;

/** /api/auth: sign-up, sign-in, the signed-in user and their sessions. */
export const authEndpoints = defineEndpoints({
  'POST /api/auth/register': { ...signingIn, body: registerBodySchema, status: 201 },
  'POST /api/auth/login': { ...signingIn, body: loginBodySchema },
  'GET /api/auth/profile': { data: profileAnswerSchema },
  'POST /api/auth/logout': { withMessage: true },
  'GET /api/auth/sessions': { data: sessionsAnswerSchema },
  'DELETE /api/auth/sessions/:id': { withMessage: true },
  'DELETE /api/auth/sessions': { withMessage: true },
});
