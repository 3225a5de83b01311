import { authPayloadSchema, loginBodySchema, profileAnswerSchema, registerBodySchema } from '@teamhub/contracts';
import { documented } from '../../lib/route-docs.js';

const tag = 'auth';
const signingIn = { tag, signedIn: false, withMessage: true, data: authPayloadSchema } as const;

/** OpenAPI descriptions of /api/auth (auth.routes.ts). */
export const authDocs = {
  register: documented({
    ...signingIn,
    summary: 'Create an account and sign in',
    body: registerBodySchema,
    status: 201,
    errors: [400, 409, 429],
  }),
  login: documented({ ...signingIn, summary: 'Sign in', body: loginBodySchema, errors: [400, 401, 429] }),
  profile: documented({ tag, summary: 'The signed-in user', data: profileAnswerSchema, errors: [] }),
};
