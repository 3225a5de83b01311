import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { bearerToken, type TokenService } from '../lib/tokens.js';
import type { UsersRepository } from '../modules/users/users.repository.js';

export interface AuthenticateOptions {
  tokens: TokenService;
  users: UsersRepository;
}

/**
 * How long an account found in the database is taken to still exist by routes that need only the
 * caller's id. Accounts are never deleted through the API; one deleted by hand can still read for
 * up to this long, like a request already under way. It spares the feed, read over and over, a
 * database round trip per read (docs/performance.md).
 */
const CALLER_CONFIRMED_MS = 1000;
/** At most this many confirmed callers are remembered (oldest dropped first). */
const CONFIRMED_CALLERS_MAX = 10_000;

/**
 * Adds `app.authenticate`, the pre-handler every signed-in route uses, and `app.authenticateCaller`
 * for the routes that need only the caller's id.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance, { tokens, users }: AuthenticateOptions) => {
  const confirmedAt = new Map<string, number>();
  const confirm = (userId: string) => {
    confirmedAt.delete(userId);
    if (confirmedAt.size >= CONFIRMED_CALLERS_MAX) confirmedAt.delete(confirmedAt.keys().next().value as string);
    confirmedAt.set(userId, Date.now());
  };
  const tokenUserId = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('auth.required');
    return tokens.verify(token);
  };

  app.decorateRequest('user', null as never);
  app.decorateRequest('callerId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const userId = await tokenUserId(request);
    // A deleted account's token is as good as a tampered one.
    const user = userId ? await users.findById(userId) : undefined;
    if (!user) throw unauthorized('auth.invalidToken');
    confirm(user.id);
    request.user = user;
    request.callerId = user.id;
  });
  // After `authenticate`: every admin route answers 403 to a member.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (request.user.role !== 'admin') throw forbidden('workspace.adminOnly');
  });
  app.decorate('authenticateCaller', async (request: FastifyRequest) => {
    const userId = await tokenUserId(request);
    if (!userId) throw unauthorized('auth.invalidToken');
    const confirmed = confirmedAt.get(userId);
    if (confirmed === undefined || Date.now() - confirmed > CALLER_CONFIRMED_MS) {
      if (!(await users.findById(userId))) throw unauthorized('auth.invalidToken');
      confirm(userId);
    }
    request.callerId = userId;
  });
});
