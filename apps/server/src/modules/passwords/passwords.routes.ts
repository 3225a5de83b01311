import { createHash } from 'node:crypto';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  translateServerMessage,
  type ServerMessageKey,
} from '@teamhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.js';
import { linkOrigin } from '../../lib/link-origin.js';
import { isUuid, parseOrThrow } from '../../lib/validation.js';
import { passwordsDocs } from './passwords.docs.js';
import { changePassword, makeResetLink, requestReset, resetPassword, type PasswordsDeps } from './passwords.service.js';

/**
 * Reset mails one email address may be sent per hour, wherever the requests come from: enough for a
 * person who lost a mail or two, too few to flood someone's inbox. Counted alike for addresses with
 * and without an account, so the limit tells nothing either.
 */
const RESET_MAILS_PER_EMAIL = { max: 5, timeWindow: '1 hour' };

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

  app.post(
    '/password',
    { preHandler: app.authenticate, config: { rateLimit: perAccount }, ...passwordsDocs.change },
    async (request) => {
      const body = parseOrThrow(changePasswordBodySchema, request.body);
      await changePassword(deps, request.user, request.sessionId, body);
      return { success: true, message: message(request, 'workspace.passwordChanged'), data: {} };
    },
  );

  app.post('/forgot-password', { config: { rateLimit: perAddress }, ...passwordsDocs.forgot }, async (request) => {
    const { email } = parseOrThrow(forgotPasswordBodySchema, request.body);
    if (deps.mail) {
      const limit = await perEmail(request);
      if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, 'common.tooManyRequests');
    }
    await requestReset(deps, email, request.language);
    return { success: true, message: message(request, 'workspace.resetMailSent'), data: {} };
  });

  app.post('/reset-password', { config: { rateLimit: perAddress }, ...passwordsDocs.reset }, async (request) => {
    const body = parseOrThrow(resetPasswordBodySchema, request.body);
    await resetPassword(deps, body);
    return { success: true, message: message(request, 'workspace.passwordReset'), data: {} };
  });
}

/** POST /api/admin/users/{id}/password-reset (the other /api/admin routes live in modules/admin). */
export async function adminPasswordRoutes(app: FastifyInstance, deps: PasswordsDeps, appUrl: string | undefined) {
  app.post<{ Params: { id: string } }>(
    '/users/:id/password-reset',
    { preHandler: [app.authenticate, app.requireAdmin], ...passwordsDocs.adminLink },
    async (request, reply) => {
      const userId = request.params.id.toLowerCase();
      if (!isUuid(userId)) throw notFound('workspace.userNotFound');
      const data = await makeResetLink(deps, userId, request.user.id, linkOrigin(request, appUrl));
      return reply.status(201).send({ success: true, message: message(request, 'workspace.resetLinkCreated'), data });
    },
  );
}
