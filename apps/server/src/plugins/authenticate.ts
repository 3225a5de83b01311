import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { bearerToken, type TokenService } from '../lib/tokens.js';
import type { SessionRegistry } from '../modules/sessions/session-registry.js';
import type { UsersRepository } from '../modules/users/users.repository.js';

export interface AuthenticateOptions {
  tokens: TokenService;
  users: UsersRepository;
  sessions: SessionRegistry;
}

/**
 * Adds `app.authenticate`, the pre-handler every signed-in route uses, `app.authenticateCaller` for the
 * routes that need only the caller's id, and `app.requireAdmin`. Both authenticators refuse a token whose
 * session has ended (sign-out, another device signing it out, a password change, deactivation): the
 * session registry answers from memory for sessions confirmed lately, so the feed's cached read costs no
 * query for it.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance, { tokens, users, sessions }: AuthenticateOptions) => {
  const openSession = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('auth.required');
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('auth.invalidToken');
    if (!(await sessions.isOpen(claims.sessionId, claims.userId))) throw unauthorized('workspace.sessionEnded');
    request.callerId = claims.userId;
    request.sessionId = claims.sessionId;
    return claims;
  };

  app.decorateRequest('user', null as never);
  app.decorateRequest('callerId', '');
  app.decorateRequest('sessionId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const { userId } = await openSession(request);
    // An account deleted or deactivated has no sessions left; this covers one changed by hand.
    const user = await users.findById(userId);
    if (!user || user.status !== 'active') throw unauthorized('auth.invalidToken');
    request.user = user;
  });
  // A session row belongs to its account (deleted with it), so an open session is enough here.
  app.decorate('authenticateCaller', async (request: FastifyRequest) => {
    await openSession(request);
  });
  // After `authenticate`: every admin route answers 403 to a member.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (request.user.role !== 'admin') throw forbidden('workspace.adminOnly');
  });
});
