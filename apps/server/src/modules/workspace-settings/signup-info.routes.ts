import { signupInfoQuerySchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { parseOrThrow } from '../../lib/validation.js';
import type { SignupGate } from './signup-gate.js';

/** GET /api/auth/signup-info: public, for the register and login screens. */
export async function signupInfoRoutes(app: FastifyInstance, { signup }: { signup: SignupGate }) {
  apiRoute(
    app,
    'GET /api/auth/signup-info',
    {
      tag: 'auth',
      summary: 'Who may register: the sign-up mode, allowed domains, and with `invite` whether that link works',
      description:
        'Allowed domains are listed only while sign-up is open. With `invite`, `invite.valid` says whether the ' +
        'link would admit someone now, with the inviting admin and the email the link is bound to.',
      errors: [400],
    },
    async (request) => {
      const query = parseOrThrow(signupInfoQuerySchema, request.query);
      return { success: true as const, data: await signup.info(query.invite) };
    },
  );
}
