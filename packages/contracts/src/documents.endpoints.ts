import { z } from './zod.js';
import { messageViewSchema } from './chat.js';
import {
  createFolderBodySchema,
  createShareLinkBodySchema,
  deleteDocumentsBodySchema,
  documentIdsBodySchema,
  documentListQuerySchema,
  documentViewSchema,
  folderContentsAnswerSchema,
  folderViewSchema,
  moveBodySchema,
  renameDocumentBodySchema,
  shareLinkViewSchema,
  shareToChatBodySchema,
  trashAnswerSchema,
  updateFolderBodySchema,
  usageAnswerSchema,
} from './documents.js';
import { defineEndpoints } from './endpoint.js';

/** Moving to the trash and emptying it: the count twice, as the first clients read it beside `data`. */
const deletedAnswerSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ deletedCount: z.number() }),
    deletedCount: z.number().describe('The same count, where the first clients read it.'),
  })
  .describe('Success');

/**
 * /api/documents: the caller's files, folders and trash, their previews, shares into chats and share
 * links; /api/shared: the public side of those links.
 */
export const documentsEndpoints = defineEndpoints({
  'GET /api/documents': { query: documentListQuerySchema, data: z.array(documentViewSchema) },
  'POST /api/documents/upload': {
    multipart: z.object({
      folderId: z.string().optional().describe('The folder to put them in; empty or absent: the top level.'),
      documents: z.array(z.file()).describe('The files (the field repeated).'),
    }),
    status: 201,
    data: z.array(documentViewSchema),
  },
  'DELETE /api/documents': { body: deleteDocumentsBodySchema, bare: deletedAnswerSchema },
  'GET /api/documents/usage': { data: usageAnswerSchema },
  'GET /api/documents/folders': {
    query: z.object({ parentId: z.string().optional() }),
    data: folderContentsAnswerSchema,
  },
  'POST /api/documents/folders': { body: createFolderBodySchema, status: 201, data: folderViewSchema },
  'PUT /api/documents/folders/:id': { body: updateFolderBodySchema, data: folderViewSchema },
  'POST /api/documents/move': { body: moveBodySchema, data: z.object({ movedCount: z.number() }) },
  'GET /api/documents/trash': { data: trashAnswerSchema },
  'POST /api/documents/restore': { body: documentIdsBodySchema, data: z.object({ restoredCount: z.number() }) },
  'DELETE /api/documents/trash': { body: documentIdsBodySchema, bare: deletedAnswerSchema },
  'PUT /api/documents/:id': { body: renameDocumentBodySchema, data: documentViewSchema },
  'GET /api/documents/:idOrStoredName/download': {
    signedIn: false,
    query: z.object({ t: z.string().optional().describe('A link token from a URL the server handed out.') }),
    file: { description: 'The file itself (200, or 206 with a `Range` header).' },
  },
  'GET /api/documents/:id/preview': {
    signedIn: false,
    query: z.object({ t: z.string().optional().describe('A link token from `preview.url`.') }),
    file: { description: 'A WebP picture.' },
  },
  'POST /api/documents/:id/share': { body: shareToChatBodySchema, data: messageViewSchema },
  'POST /api/documents/:id/links': { body: createShareLinkBodySchema, status: 201, data: shareLinkViewSchema },
  'GET /api/documents/:id/links': { data: z.array(shareLinkViewSchema) },
  'DELETE /api/documents/links/:linkId': { data: z.object({ linkId: z.string() }) },
  'GET /api/shared/:token': {
    signedIn: false,
    file: { description: 'The file itself (200, or 206 with a `Range` header).' },
  },
});
