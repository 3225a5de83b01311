import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  shareToChat,
  type DocumentSharesDeps,
} from './document-shares.service.js';

const tag = 'documents';
const ownerOnly = "Only the document's owner; anyone else gets 404, as for a document in the trash.";

/** /api/documents: sharing a document into a chat, and its share links (the owner's). */
export async function documentSharesRoutes(app: FastifyInstance, deps: DocumentSharesDeps) {
  const ok = <T>(data: T) => ({ success: true as const, data });

  apiRoute(
    app,
    'POST /api/documents/:id/share',
    {
      tag,
      summary: 'Send a copy of a document into a conversation as a file message',
      description:
        `${ownerOnly} The caller must be in the conversation (404 'chat.conversationNotFound' otherwise). The copy ` +
        'follows the rules of a chat attachment (an image, PDF, .doc, .docx or .txt file of at most 20 MB) and is read ' +
        'through the chat’s file route; the document itself stays private.',
      errors: [400, 404, 413],
    },
    async (request) => ok(await shareToChat(deps, request.user.id, request.params.id, request.body)),
  );

  apiRoute(
    app,
    'POST /api/documents/:id/links',
    {
      tag,
      summary: 'Create a share link that opens the document without signing in',
      description: `${ownerOnly} The link works for 1, 7 or 30 days, until its owner turns it off.`,
      errors: [400, 404],
    },
    async (request) => ok(await createShareLink(deps, request.user.id, request.params.id, request.body)),
  );

  apiRoute(
    app,
    'GET /api/documents/:id/links',
    {
      tag,
      summary: 'The document’s share links that still work, newest first',
      description: ownerOnly,
      errors: [404],
    },
    async (request) => ok(await listShareLinks(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'DELETE /api/documents/links/:linkId',
    {
      tag,
      summary: 'Turn a share link off',
      description: "Only the owner of the link's document; an unknown or already revoked link gets 404.",
      errors: [404],
    },
    async (request) => ok(await revokeShareLink(deps, request.user.id, request.params.linkId)),
  );
}
