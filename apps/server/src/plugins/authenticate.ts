import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error.js';
import { bearerToken, type TokenService } from '../lib/tokens.js';
import type { UsersRepository } from '../modules/users/users.repository.js';

export interface AuthenticateOptions {
  tokens: TokenService;
  users: UsersRepository;
}

/** Adds `app.authenticate`, the pre-handler every signed-in route uses. */
export const authenticatePlugin = fp(async (app: FastifyInstance, { tokens, users }: AuthenticateOptions) => {
  app.decorateRequest('user', null as never);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('auth.required');
    const userId = await tokens.verify(token);
    // A deleted account's token is as good as a tampered one.
    const user = userId ? await users.findById(userId) : undefined;
    if (!user) throw unauthorized('auth.invalidToken');
    request.user = user;
  });
});
