import {
  createFolderBodySchema,
  deleteDocumentsBodySchema,
  documentIdsBodySchema,
  documentListQuerySchema,
  documentViewSchema,
  folderContentsAnswerSchema,
  folderViewSchema,
  LIMITS,
  moveBodySchema,
  renameDocumentBodySchema,
  trashAnswerSchema,
  updateFolderBodySchema,
  usageAnswerSchema,
} from '@teamhub/contracts';
import { z } from 'zod';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'documents';
const ownerOnly = "Another user's documents and folders answer 404, as unknown ids do.";
const deletedAnswer = z
  .object({
    success: z.literal(true),
    data: z.object({ deletedCount: z.number() }),
    deletedCount: z.number().describe('The same count, where the first clients read it.'),
  })
  .describe('Success');

/** OpenAPI descriptions of /api/documents (documents.routes.ts). */
export const documentsDocs = {
  list: documented({
    tag,
    summary: "One folder's documents (the top level without folderId), or with q a search across all folders",
    description: `Newest first; never what is in the trash. ${ownerOnly}`,
    query: documentListQuerySchema,
    data: z.array(documentViewSchema),
    errors: [400, 404],
  }),
  upload: documented({
    tag,
    summary: 'Upload files (all or none)',
    description:
      `Any type, at most ${LIMITS.documents.filesPerUpload} files. Past the caller's quota (every document, the trash ` +
      'included) the upload stops at once with 413 and nothing is kept. Send `folderId` before the files.',
    multipart: z.object({
      folderId: z.string().optional().describe('The folder to put them in; empty or absent: the top level.'),
      documents: z.array(z.file()).describe('The files (the field repeated).'),
    }),
    status: 201,
    data: z.array(documentViewSchema),
    errors: [400, 404, 413],
  }),
  trash: documented({
    tag,
    summary: 'Move documents and folders (with everything inside) to the trash',
    description: 'Ids that are not the caller’s are ignored; `deletedCount` counts the named ones moved.',
    body: deleteDocumentsBodySchema,
    bare: deletedAnswer,
    errors: [400],
  }),
  usage: documented({
    tag,
    summary: 'Bytes used and the quota',
    data: usageAnswerSchema,
    errors: [],
  }),
  folders: documented({
    tag,
    summary: "A folder's sub-folders and breadcrumbs (the top level without parentId)",
    description: ownerOnly,
    query: z.object({ parentId: z.string().optional() }),
    data: folderContentsAnswerSchema,
    errors: [404],
  }),
  createFolder: documented({
    tag,
    summary: 'Create a folder',
    description: ownerOnly,
    body: createFolderBodySchema,
    status: 201,
    data: folderViewSchema,
    errors: [400, 404],
  }),
  updateFolder: documented({
    tag,
    summary: 'Rename a folder or move it (parentId null: the top level)',
    description: `${ownerOnly} A folder cannot go inside itself or a sub-folder of its own (400).`,
    params: pathParams('id'),
    body: updateFolderBodySchema,
    data: folderViewSchema,
    errors: [400, 404],
  }),
  move: documented({
    tag,
    summary: 'Move documents and folders into a folder (null: the top level)',
    description: `Ids that are not the caller’s are ignored. ${ownerOnly}`,
    body: moveBodySchema,
    data: z.object({ movedCount: z.number() }),
    errors: [400, 404],
  }),
  trashList: documented({
    tag,
    summary: 'What is in the trash (kept 30 days); what went with a folder is inside it',
    data: trashAnswerSchema,
    errors: [],
  }),
  restore: documented({
    tag,
    summary: 'Bring documents and folders back from the trash',
    description: 'A document whose folder is gone or in the trash comes back to the top level.',
    body: documentIdsBodySchema,
    data: z.object({ restoredCount: z.number() }),
    errors: [400],
  }),
  emptyTrash: documented({
    tag,
    summary: 'Delete for good the named trash items, or with no ids the whole trash',
    description: '`deletedCount` counts the documents and folders deleted.',
    body: documentIdsBodySchema,
    bare: deletedAnswer,
    errors: [400],
  }),
  rename: documented({
    tag,
    summary: 'Rename a document (the original extension is kept)',
    description: ownerOnly,
    params: pathParams('id'),
    body: renameDocumentBodySchema,
    data: documentViewSchema,
    errors: [400, 404],
  }),
  download: documented({
    tag,
    summary: 'Download a document by id or stored file name (ranges supported)',
    description:
      'Always an attachment with its UTF-8 name; HTML, SVG, XML and scripts are sent as application/octet-stream. ' +
      `With the bearer token, or the signed \`t\` of a link the server handed out. ${ownerOnly}`,
    signedIn: false,
    params: pathParams('idOrStoredName'),
    query: z.object({ t: z.string().optional().describe('A link token from a URL the server handed out.') }),
    fileAnswer: 'The file itself (200, or 206 with a `Range` header).',
    errors: [401, 404],
  }),
};
