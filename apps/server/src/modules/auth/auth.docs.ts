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
    description:
      'The workspace’s sign-up rules apply: 403 when sign-up is closed, invite-only without a link, or the ' +
      'email’s domain is not allowed (or the link is bound to another email); 410 for an expired, used-up or ' +
      'revoked link, 400 for an unknown one. The first account of a workspace is its administrator.',
    errors: [400, 403, 409, 410, 429],
  }),
  login: documented({
    ...signingIn,
    summary: 'Sign in',
    description: '403 for a deactivated account, told only once its password was right.',
    body: loginBodySchema,
    errors: [400, 401, 403, 429],
  }),
  profile: documented({ tag, summary: 'The signed-in user', data: profileAnswerSchema, errors: [] }),
};
