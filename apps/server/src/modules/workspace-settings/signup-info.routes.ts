import { signupInfoQuerySchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../lib/validation.js';
import type { SignupGate } from './signup-gate.js';
import { signupInfoDocs } from './signup-info.docs.js';

/** GET /api/auth/signup-info: public, for the register and login screens. */
export async function signupInfoRoutes(app: FastifyInstance, { signup }: { signup: SignupGate }) {
  app.get('/signup-info', signupInfoDocs, async (request) => {
    const query = parseOrThrow(signupInfoQuerySchema, request.query);
    return { success: true, data: await signup.info(query.invite) };
  });
}
