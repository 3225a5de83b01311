import { createHash } from 'node:crypto';
import { translateServerMessage } from '@teamhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { contentDisposition } from '../files/send-private-file.js';
import { deleteAccount } from './account-deletion.service.js';
import { exportAccount } from './account-export.service.js';
import type { AccountServiceDeps } from './account.deps.js';

/**
 * Limits count per signed-in token (a hash of it: no credential is kept in a rate-limit store), so one
 * person's tries never use up another's, even behind one address.
 */
const perToken = (request: FastifyRequest) =>
  createHash('sha256')
    .update(request.headers.authorization ?? request.ip)
    .digest('base64url');

const tag = 'account';

/** Wrong passwords cost a guesser time here as at sign-in. */
const DELETE_LIMIT = { max: 5, timeWindow: '15 minutes', keyGenerator: perToken };
/** An export reads everything a person has: a few a minute is plenty. */
const EXPORT_LIMIT = { max: 5, timeWindow: '1 minute', keyGenerator: perToken };

/** /api/account: the signed-in person's own account as a whole (deleting it, taking its data). */
export async function accountRoutes(app: FastifyInstance, deps: AccountServiceDeps) {
  apiRoute(
    app,
    'DELETE /api/account',
    {
      tag,
      summary: 'Delete my account',
      description:
        'The password confirms it (a wrong one is a 400 on the `password` field). Goes: the profile and avatar, ' +
        'posts with their media, comments, likes, follows, stories, documents with their files, the assistant ' +
        'history, notifications to and from the account, project memberships (an owned project passes to its ' +
        'longest-standing admin, else member, or is deleted when nobody else is in it), the movie rooms it hosts, ' +
        'every session. Stays: the messages it sent in others’ conversations, under “deleted user”. The last ' +
        'active administrator cannot delete their account (409). At most 5 tries per 15 minutes per token (429).',
      errors: [400, 409, 429],
      options: { config: { rateLimit: DELETE_LIMIT } },
    },
    async (request) => {
      await deleteAccount(deps, request.user, request.body);
      return {
        success: true as const,
        message: translateServerMessage('workspace.accountDeleted', request.language),
        data: {},
      };
    },
  );

  apiRoute(
    app,
    'GET /api/account/export',
    {
      tag,
      summary: 'Download my data (a zip)',
      description:
        'Made while it is sent, never held whole. `index.json` (format, version, time, what is inside, files ' +
        'storage no longer had), `profile.json`, `posts.json` with the pictures and videos under `media/`, ' +
        '`comments.json`, `messages.json` (the messages I sent, each with its conversation), `tasks.json` (tasks I ' +
        'created or hold), `documents.json` with the files under `documents/` (those in the trash under ' +
        '`documents/(trash)/`). An attachment named `teamhub-export-<username>-<YYYY-MM-DD>.zip`. At most 5 a ' +
        'minute per token (429).',
      errors: [429],
      options: { config: { rateLimit: EXPORT_LIMIT } },
    },
    async (request, reply) => {
      // A browser that goes away stops the reading at once.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const { filename, stream } = exportAccount(deps, request.user, gone.signal);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', filename))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(stream);
    },
  );
}
