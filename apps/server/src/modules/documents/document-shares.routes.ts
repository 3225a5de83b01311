import type { FastifyInstance } from 'fastify';
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  shareToChat,
  type DocumentSharesDeps,
} from './document-shares.service.js';
import { documentSharesDocs as docs } from './documents-shares.docs.js';

type IdParams = { Params: { id: string } };

/** /api/documents: sharing a document into a chat, and its share links (the owner's). */
export async function documentSharesRoutes(app: FastifyInstance, deps: DocumentSharesDeps) {
  const signedIn = { preHandler: app.authenticate };

  app.post<IdParams>('/:id/share', { ...signedIn, ...docs.shareToChat }, async (request) => ({
    success: true,
    data: await shareToChat(deps, request.user.id, request.params.id, request.body),
  }));

  app.post<IdParams>('/:id/links', { ...signedIn, ...docs.createLink }, async (request, reply) =>
    reply
      .status(201)
      .send({ success: true, data: await createShareLink(deps, request.user.id, request.params.id, request.body) }),
  );

  app.get<IdParams>('/:id/links', { ...signedIn, ...docs.listLinks }, async (request) => ({
    success: true,
    data: await listShareLinks(deps, request.user.id, request.params.id),
  }));

  app.delete<{ Params: { linkId: string } }>(
    '/links/:linkId',
    { ...signedIn, ...docs.revokeLink },
    async (request) => ({
      success: true,
      data: await revokeShareLink(deps, request.user.id, request.params.linkId),
    }),
  );
}
