import {
  authPayloadSchema,
  loginBodySchema,
  profileAnswerSchema,
  registerBodySchema,
  sessionsAnswerSchema,
} from '@teamhub/contracts';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'auth';
const signingIn = { tag, signedIn: false, withMessage: true, data: authPayloadSchema } as const;

/** OpenAPI descriptions of /api/auth (auth.routes.ts). */
export const authDocs = {
  register: documented({
    ...signingIn,
    summary: 'Create an account and sign in',
    description: 'Opens a session on this device; the token names it and expires with it.',
    body: registerBodySchema,
    status: 201,
    errors: [400, 409, 429],
  }),
  login: documented({
    ...signingIn,
    summary: 'Sign in',
    description:
      'Opens a session on this device. 403 for a deactivated account (only with the right password); 429 after ' +
      'too many failed attempts from this address to this account, or to this account from anywhere.',
    body: loginBodySchema,
    errors: [400, 401, 403, 429],
  }),
  profile: documented({ tag, summary: 'The signed-in user', data: profileAnswerSchema, errors: [] }),
  logout: documented({
    tag,
    summary: 'Sign out: end this session',
    description: 'The token stops working at once, and this session’s sockets are disconnected.',
    withMessage: true,
    errors: [],
  }),
  sessions: documented({
    tag,
    summary: 'My signed-in devices',
    description: 'Open sessions, most recently used first; `current` marks the one making this request.',
    data: sessionsAnswerSchema,
    errors: [],
  }),
  endSession: documented({
    tag,
    summary: 'Sign out one of my devices',
    params: pathParams('id'),
    withMessage: true,
    errors: [404],
  }),
  endOtherSessions: documented({
    tag,
    summary: 'Sign out of all other devices',
    description: 'Ends every session of mine but the one making this request.',
    withMessage: true,
    errors: [],
  }),
};
