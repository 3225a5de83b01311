import { createHash } from 'node:crypto';
import { translateServerMessage } from '@teamhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentDisposition } from '../files/send-private-file.js';
import { deleteAccount } from './account-deletion.service.js';
import { exportAccount } from './account-export.service.js';
import type { AccountServiceDeps } from './account.deps.js';
import { accountDocs } from './account.docs.js';

/**
 * Limits count per signed-in token (a hash of it: no credential is kept in a rate-limit store), so one
 * person's tries never use up another's, even behind one address.
 */
const perToken = (request: FastifyRequest) =>
  createHash('sha256')
    .update(request.headers.authorization ?? request.ip)
    .digest('base64url');

/** Wrong passwords cost a guesser time here as at sign-in. */
const DELETE_LIMIT = { max: 5, timeWindow: '15 minutes', keyGenerator: perToken };
/** An export reads everything a person has: a few a minute is plenty. */
const EXPORT_LIMIT = { max: 5, timeWindow: '1 minute', keyGenerator: perToken };

/** /api/account: the signed-in person's own account as a whole (deleting it, taking its data). */
export async function accountRoutes(app: FastifyInstance, deps: AccountServiceDeps) {
  app.delete(
    '/',
    { preHandler: app.authenticate, config: { rateLimit: DELETE_LIMIT }, ...accountDocs.delete },
    async (request) => {
      await deleteAccount(deps, request.user, request.body);
      return { success: true, message: translateServerMessage('workspace.accountDeleted', request.language), data: {} };
    },
  );

  app.get(
    '/export',
    { preHandler: app.authenticate, config: { rateLimit: EXPORT_LIMIT }, ...accountDocs.export },
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
