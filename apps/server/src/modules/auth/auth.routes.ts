import { translateServerMessage } from '@teamhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/validation.js';
import type { SessionClient } from '../sessions/session-control.js';
import { listSessions, type SessionsDeps } from '../sessions/sessions.service.js';
import { presentUser } from '../users/user.presenter.js';
import { login, register, type AuthServiceDeps } from './auth.service.js';

export interface AuthRoutesOptions extends AuthServiceDeps {
  rateLimitMax: number;
  /** Passed through to the sessions service, which alone reads them. */
  sessionRows: SessionsDeps['sessions'];
}

const tag = 'auth';

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
  const message = (request: FastifyRequest, key: Parameters<typeof translateServerMessage>[0]) =>
    translateServerMessage(key, request.language);

  apiRoute(
    app,
    'POST /api/auth/register',
    {
      tag,
      summary: 'Create an account and sign in',
      description:
        'Opens a session on this device; the token names it and expires with it. ' +
        'The workspace’s sign-up rules apply: 403 when sign-up is closed, invite-only without a link, or the ' +
        'email’s domain is not allowed (or the link is bound to another email); 410 for an expired, used-up or ' +
        'revoked link, 400 for an unknown one. The first account of a workspace is its administrator.',
      errors: [400, 403, 409, 410, 429],
      body: 'fields',
      options: { config: { rateLimit } },
    },
    async (request) => {
      const data = await register(deps, request.body, clientOf(request));
      return { success: true as const, message: message(request, 'auth.registerSuccess'), data };
    },
  );

  apiRoute(
    app,
    'POST /api/auth/login',
    {
      tag,
      summary: 'Sign in',
      description:
        'Opens a session on this device. 403 for a deactivated account (only with the right password); 429 after ' +
        'too many failed attempts from this address to this account, or to this account from anywhere.',
      errors: [400, 401, 403, 429],
      body: 'fields',
      options: { config: { rateLimit: loginRateLimit } },
    },
    async (request) => {
      const data = await login(deps, request.body, clientOf(request));
      return { success: true as const, message: message(request, 'auth.loginSuccess'), data };
    },
  );

  apiRoute(app, 'GET /api/auth/profile', { tag, summary: 'The signed-in user', errors: [] }, async (request) => ({
    success: true as const,
    data: { user: presentUser(request.user) },
  }));

  apiRoute(
    app,
    'POST /api/auth/logout',
    {
      tag,
      summary: 'Sign out: end this session',
      description: 'The token stops working at once, and this session’s sockets are disconnected.',
      errors: [],
    },
    async (request) => {
      await deps.sessions.end(request.user.id, request.sessionId);
      return { success: true as const, message: message(request, 'workspace.signedOut'), data: {} };
    },
  );

  apiRoute(
    app,
    'GET /api/auth/sessions',
    {
      tag,
      summary: 'My signed-in devices',
      description: 'Open sessions, most recently used first; `current` marks the one making this request.',
      errors: [],
    },
    async (request) => ({
      success: true as const,
      data: { sessions: await listSessions(sessionRows, request.user.id, request.sessionId) },
    }),
  );

  apiRoute(
    app,
    'DELETE /api/auth/sessions/:id',
    { tag, summary: 'Sign out one of my devices', errors: [404] },
    async (request) => {
      const sessionId = request.params.id.toLowerCase();
      if (!isUuid(sessionId) || !(await deps.sessions.end(request.user.id, sessionId))) {
        throw notFound('workspace.sessionNotFound');
      }
      return { success: true as const, message: message(request, 'workspace.sessionRevoked'), data: {} };
    },
  );

  apiRoute(
    app,
    'DELETE /api/auth/sessions',
    {
      tag,
      summary: 'Sign out of all other devices',
      description: 'Ends every session of mine but the one making this request.',
      errors: [],
    },
    async (request) => {
      await deps.sessions.endAllOf(request.user.id, { except: request.sessionId });
      return { success: true as const, message: message(request, 'workspace.otherSessionsEnded'), data: {} };
    },
  );
}
