import {
  createShareLinkBodySchema,
  messageViewSchema,
  shareLinkViewSchema,
  shareToChatBodySchema,
} from '@teamhub/contracts';
import { z } from 'zod';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'documents';
const documentId = pathParams('id');
const ownerOnly = "Only the document's owner; anyone else gets 404, as for a document in the trash.";

/** OpenAPI descriptions of document-shares.routes.ts (/api/documents) and shared-links.routes.ts (/api/shared). */
export const documentSharesDocs = {
  shareToChat: documented({
    tag,
    summary: 'Send a copy of a document into a conversation as a file message',
    description:
      `${ownerOnly} The caller must be in the conversation (404 'chat.conversationNotFound' otherwise). The copy ` +
      'follows the rules of a chat attachment (an image, PDF, .doc, .docx or .txt file of at most 20 MB) and is read ' +
      'through the chat’s file route; the document itself stays private.',
    params: documentId,
    body: shareToChatBodySchema,
    data: messageViewSchema,
    errors: [400, 404, 413],
  }),
  createLink: documented({
    tag,
    summary: 'Create a share link that opens the document without signing in',
    description: `${ownerOnly} The link works for 1, 7 or 30 days, until its owner turns it off.`,
    params: documentId,
    body: createShareLinkBodySchema,
    status: 201,
    data: shareLinkViewSchema,
    errors: [400, 404],
  }),
  listLinks: documented({
    tag,
    summary: 'The document’s share links that still work, newest first',
    description: ownerOnly,
    params: documentId,
    data: z.array(shareLinkViewSchema),
    errors: [404],
  }),
  revokeLink: documented({
    tag,
    summary: 'Turn a share link off',
    description: "Only the owner of the link's document; an unknown or already revoked link gets 404.",
    params: pathParams('linkId'),
    data: z.object({ linkId: z.string() }),
    errors: [404],
  }),
  preview: documented({
    tag,
    summary: 'The small WebP picture of a document, once its preview is ready',
    description:
      'With the bearer token, or the `t` parameter of the `preview.url` the list gives (an <img> cannot send a header). ' +
      'Only the owner; 404 while there is no ready preview.',
    signedIn: false,
    params: documentId,
    query: z.object({ t: z.string().optional().describe('A link token from `preview.url`.') }),
    fileAnswer: 'A WebP picture.',
    errors: [401, 404],
  }),
  shared: documented({
    tag,
    summary: 'The file a share link opens (no sign-in)',
    description:
      "404 'documents.linkExpired' when the link is unknown, expired or revoked, or its document is in the trash. " +
      'Always a download; `Range` is honoured.',
    signedIn: false,
    params: pathParams('token'),
    fileAnswer: 'The file itself (200, or 206 with a `Range` header).',
    errors: [404, 429],
  }),
};
