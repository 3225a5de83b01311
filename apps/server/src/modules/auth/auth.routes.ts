import { loginBodySchema, registerBodySchema, translateServerMessage } from '@teamhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error.js';
import { isUuid, parseOrThrow } from '../../lib/validation.js';
import type { SessionClient } from '../sessions/session-control.js';
import { listSessions, type SessionsDeps } from '../sessions/sessions.service.js';
import { presentUser } from '../users/user.presenter.js';
import { authDocs } from './auth.docs.js';
import { login, register, type AuthServiceDeps } from './auth.service.js';

export interface AuthRoutesOptions extends AuthServiceDeps {
  rateLimitMax: number;
  /** Passed through to the sessions service, which alone reads them. */
  sessionRows: SessionsDeps['sessions'];
}

/** Where a sign-in comes from, for its session row. */
const clientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

export async function authRoutes(app: FastifyInstance, { rateLimitMax, sessionRows, ...deps }: AuthRoutesOptions) {
  const rateLimit = { max: rateLimitMax, timeWindow: '1 minute' };
  // Failed sign-ins are also counted per account (login-throttle.ts); this only stops one address trying
  // many accounts, so a person who mistyped one account's password can still sign in to another.
  const loginRateLimit = { max: rateLimitMax * 3, timeWindow: '1 minute' };
  const signedIn = { preHandler: app.authenticate };
  const message = (request: FastifyRequest, key: Parameters<typeof translateServerMessage>[0]) =>
    translateServerMessage(key, request.language);

  app.post('/register', { config: { rateLimit }, ...authDocs.register }, async (request, reply) => {
    const body = parseOrThrow(registerBodySchema, request.body);
    const data = await register(deps, body, clientOf(request));
    return reply.status(201).send({ success: true, message: message(request, 'auth.registerSuccess'), data });
  });

  app.post('/login', { config: { rateLimit: loginRateLimit }, ...authDocs.login }, async (request) => {
    const body = parseOrThrow(loginBodySchema, request.body);
    const data = await login(deps, body, clientOf(request));
    return { success: true, message: message(request, 'auth.loginSuccess'), data };
  });

  app.get('/profile', { ...signedIn, ...authDocs.profile }, async (request) => ({
    success: true,
    data: { user: presentUser(request.user) },
  }));

  app.post('/logout', { ...signedIn, ...authDocs.logout }, async (request) => {
    await deps.sessions.end(request.user.id, request.sessionId);
    return { success: true, message: message(request, 'workspace.signedOut'), data: {} };
  });

  app.get('/sessions', { ...signedIn, ...authDocs.sessions }, async (request) => ({
    success: true,
    data: { sessions: await listSessions(sessionRows, request.user.id, request.sessionId) },
  }));

  app.delete<{ Params: { id: string } }>('/sessions/:id', { ...signedIn, ...authDocs.endSession }, async (request) => {
    const sessionId = request.params.id.toLowerCase();
    if (!isUuid(sessionId) || !(await deps.sessions.end(request.user.id, sessionId))) {
      throw notFound('workspace.sessionNotFound');
    }
    return { success: true, message: message(request, 'workspace.sessionRevoked'), data: {} };
  });

  app.delete('/sessions', { ...signedIn, ...authDocs.endOtherSessions }, async (request) => {
    await deps.sessions.endAllOf(request.user.id, { except: request.sessionId });
    return { success: true, message: message(request, 'workspace.otherSessionsEnded'), data: {} };
  });
}
