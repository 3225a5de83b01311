import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import { sharedFile, type DocumentSharesDeps } from './document-shares.service.js';

/** Requests per minute per address: enough for a video's range requests, too few to try tokens. */
const SHARED_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** GET /api/shared/:token, the public side of share links: no sign-in, the link itself is the key. */
export async function sharedLinksRoutes(app: FastifyInstance, deps: DocumentSharesDeps) {
  apiRoute(
    app,
    'GET /api/shared/:token',
    {
      tag: 'documents',
      summary: 'The file a share link opens (no sign-in)',
      description:
        "404 'documents.linkExpired' when the link is unknown, expired or revoked, or its document is in the trash. " +
        'Always a download; `Range` is honoured.',
      errors: [404, 429],
      options: { config: { rateLimit: SHARED_RATE_LIMIT } },
    },
    async (request, reply) => {
      const file = await sharedFile(deps, request.params.token);
      // Whoever holds the link may read it, but search engines should not list it.
      reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
      return sendPrivateFile(request, reply, deps.storage, file);
    },
  );
}
