import { loginBodySchema, registerBodySchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { translateServerMessage } from '@teamhub/contracts';
import { parseOrThrow } from '../../lib/validation.js';
import { authDocs } from './auth.docs.js';
import { presentUser } from '../users/user.presenter.js';
import { login, register, type AuthServiceDeps } from './auth.service.js';

export interface AuthRoutesOptions extends AuthServiceDeps {
  rateLimitMax: number;
}

export async function authRoutes(app: FastifyInstance, { rateLimitMax, ...deps }: AuthRoutesOptions) {
  const rateLimit = { max: rateLimitMax, timeWindow: '1 minute' };

  app.post('/register', { config: { rateLimit }, ...authDocs.register }, async (request, reply) => {
    const body = parseOrThrow(registerBodySchema, request.body);
    const data = await register(deps, body);
    return reply
      .status(201)
      .send({ success: true, message: translateServerMessage('auth.registerSuccess', request.language), data });
  });

  app.post('/login', { config: { rateLimit }, ...authDocs.login }, async (request) => {
    const body = parseOrThrow(loginBodySchema, request.body);
    const data = await login(deps, body);
    return { success: true, message: translateServerMessage('auth.loginSuccess', request.language), data };
  });

  app.get('/profile', { preHandler: app.authenticate, ...authDocs.profile }, async (request) => ({
    success: true,
    data: { user: presentUser(request.user) },
  }));
}
