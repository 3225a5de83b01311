import { signupInfoQuerySchema, signupInfoSchema } from '@teamhub/contracts';
import { documented } from '../../lib/route-docs.js';

/** OpenAPI description of GET /api/auth/signup-info (signup-info.routes.ts). */
export const signupInfoDocs = documented({
  tag: 'auth',
  signedIn: false,
  summary: 'Who may register: the sign-up mode, allowed domains, and with `invite` whether that link works',
  description:
    'Allowed domains are listed only while sign-up is open. With `invite`, `invite.valid` says whether the ' +
    'link would admit someone now, with the inviting admin and the email the link is bound to.',
  query: signupInfoQuerySchema,
  data: signupInfoSchema,
  errors: [400],
});
