import { createHash } from 'node:crypto';
import { forgotPasswordBodySchema, translateServerMessage, type ServerMessageKey } from '@teamhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { linkOrigin } from '../../lib/link-origin.js';
import { isUuid, parseOrThrow } from '../../lib/validation.js';
import { changePassword, makeResetLink, requestReset, resetPassword, type PasswordsDeps } from './passwords.service.js';

/**
 * Reset mails one email address may be sent per hour, wherever the requests come from: enough for a
 * person who lost a mail or two, too few to flood someone's inbox. Counted alike for addresses with
 * and without an account, so the limit tells nothing either.
 */
const RESET_MAILS_PER_EMAIL = { max: 5, timeWindow: '1 hour' };

const tag = 'auth';

const message = (request: FastifyRequest, key: ServerMessageKey) => translateServerMessage(key, request.language);

/** The per-email counter's key: a hash, so the counters (in Redis with several processes) hold no one's address. */
const emailKey = (request: FastifyRequest) => {
  const { email } = parseOrThrow(forgotPasswordBodySchema, request.body);
  return `forgot-password:${createHash('sha256').update(email).digest('base64url')}`;
};

/** POST /api/auth/password, /forgot-password and /reset-password. */
export async function passwordRoutes(app: FastifyInstance, deps: PasswordsDeps, rateLimitMax: number) {
  const perAddress = { max: rateLimitMax, timeWindow: '1 minute' };
  // Guessing the current password with a stolen session is slowed per account, after authenticate.
  const perAccount = {
    ...perAddress,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.callerId,
  };
  const perEmail = app.createRateLimit({ ...RESET_MAILS_PER_EMAIL, keyGenerator: emailKey });

  apiRoute(
    app,
    'POST /api/auth/password',
    {
      tag,
      summary: 'Change my password',
      description:
        'The same strength rule as registration. Every other session of mine ends (their sockets are ' +
        'disconnected); this one stays signed in. 400 on `currentPassword` when it is wrong.',
      errors: [400, 429],
      body: 'fields',
      options: { config: { rateLimit: perAccount } },
    },
    async (request) => {
      await changePassword(deps, request.user, request.sessionId, request.body);
      return { success: true as const, message: message(request, 'workspace.passwordChanged'), data: {} };
    },
  );

  apiRoute(
    app,
    'POST /api/auth/forgot-password',
    {
      tag,
      summary: 'Mail me a password-reset link',
      description:
        'The same answer whether or not the email has an account (only an active one gets a mail, sent after ' +
        'the answer). The link works once, for 60 minutes. 503 when the server sends no mail (no SMTP_URL): ' +
        'ask an administrator for a link. Rate-limited per address and per email.',
      errors: [400, 429, 503],
      body: 'fields',
      options: { config: { rateLimit: perAddress } },
    },
    async (request) => {
      if (deps.mail) {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, 'common.tooManyRequests');
      }
      await requestReset(deps, request.body.email, request.language);
      return { success: true as const, message: message(request, 'workspace.resetMailSent'), data: {} };
    },
  );

  apiRoute(
    app,
    'POST /api/auth/reset-password',
    {
      tag,
      summary: 'Set a new password with a reset link',
      description:
        'Ends every session of the account. 410 when the link is unknown, used, expired, or its account is ' +
        'no longer active; a link works once even when two requests race.',
      errors: [400, 410, 429],
      body: 'fields',
      options: { config: { rateLimit: perAddress } },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { success: true as const, message: message(request, 'workspace.passwordReset'), data: {} };
    },
  );
}

/** POST /api/admin/users/{id}/password-reset (the other /api/admin routes live in modules/admin). */
export async function adminPasswordRoutes(app: FastifyInstance, deps: PasswordsDeps, appUrl: string | undefined) {
  apiRoute(
    app,
    'POST /api/admin/users/:id/password-reset',
    {
      tag: 'admin',
      summary: 'Make a one-time password-reset link for a member',
      description:
        'For installs without mail: the link (shown once; only its hash is kept) works once, for 60 minutes. ' +
        '403 for members, 404 for no such account, 409 while the member is deactivated.',
      errors: [403, 404, 409],
      access: 'admin',
    },
    async (request) => {
      const userId = request.params.id.toLowerCase();
      if (!isUuid(userId)) throw notFound('workspace.userNotFound');
      const data = await makeResetLink(deps, userId, request.user.id, linkOrigin(request, appUrl));
      return { success: true as const, message: message(request, 'workspace.resetLinkCreated'), data };
    },
  );
}
