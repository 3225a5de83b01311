import { LIMITS } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { unauthorized } from '../../lib/http-error.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import { createFolder, folderContents, moveSelection, updateFolder } from './document-folders.service.js';
import { emptyTrash, restoreSelection, trashContents } from './document-trash.service.js';
import type { DocumentsServiceDeps } from './documents.deps.js';
import {
  downloadableFile,
  findDownload,
  listDocuments,
  renameDocument,
  trashSelection,
  uploadDocuments,
  usage,
} from './documents.service.js';

const tag = 'documents';
const ownerOnly = "Another user's documents and folders answer 404, as unknown ids do.";

/**
 * /api/documents: the caller's own files, folders and trash. Anything of another user is 404, checked
 * before anything is read or changed (documents.policy.ts).
 */
export async function documentsRoutes(app: FastifyInstance, deps: DocumentsServiceDeps) {
  const ok = <T>(data: T) => ({ success: true as const, data });

  apiRoute(
    app,
    'GET /api/documents',
    {
      tag,
      summary: "One folder's documents (the top level without folderId), or with q a search across all folders",
      description: `Newest first; never what is in the trash. ${ownerOnly}`,
      errors: [400, 404],
    },
    async (request) => ok(await listDocuments(deps, request.user.id, request.query)),
  );

  apiRoute(
    app,
    'POST /api/documents/upload',
    {
      tag,
      summary: 'Upload files (all or none)',
      description:
        `Any type, at most ${LIMITS.documents.filesPerUpload} files. Past the caller's quota (every document, the trash ` +
        'included) the upload stops at once with 413 and nothing is kept. Send `folderId` before the files.',
      errors: [400, 404, 413],
    },
    async (request) => ok(await uploadDocuments(deps, request.user.id, request)),
  );

  // The spec's client reads `deletedCount` beside `data`.
  apiRoute(
    app,
    'DELETE /api/documents',
    {
      tag,
      summary: 'Move documents and folders (with everything inside) to the trash',
      description: 'Ids that are not the caller’s are ignored; `deletedCount` counts the named ones moved.',
      errors: [400],
    },
    async (request) => {
      const answer = await trashSelection(deps, request.user.id, request.body);
      return { ...ok(answer), deletedCount: answer.deletedCount };
    },
  );

  apiRoute(app, 'GET /api/documents/usage', { tag, summary: 'Bytes used and the quota', errors: [] }, async (request) =>
    ok(await usage(deps, request.user.id)),
  );

  apiRoute(
    app,
    'GET /api/documents/folders',
    {
      tag,
      summary: "A folder's sub-folders and breadcrumbs (the top level without parentId)",
      description: ownerOnly,
      errors: [404],
    },
    async (request) => ok(await folderContents(deps, request.user.id, request.query)),
  );

  apiRoute(
    app,
    'POST /api/documents/folders',
    { tag, summary: 'Create a folder', description: ownerOnly, errors: [400, 404] },
    async (request) => ok(await createFolder(deps, request.user.id, request.body)),
  );

  apiRoute(
    app,
    'PUT /api/documents/folders/:id',
    {
      tag,
      summary: 'Rename a folder or move it (parentId null: the top level)',
      description: `${ownerOnly} A folder cannot go inside itself or a sub-folder of its own (400).`,
      errors: [400, 404],
    },
    async (request) => ok(await updateFolder(deps, request.user.id, request.params.id, request.body)),
  );

  apiRoute(
    app,
    'POST /api/documents/move',
    {
      tag,
      summary: 'Move documents and folders into a folder (null: the top level)',
      description: `Ids that are not the caller’s are ignored. ${ownerOnly}`,
      errors: [400, 404],
    },
    async (request) => ok(await moveSelection(deps, request.user.id, request.body)),
  );

  apiRoute(
    app,
    'GET /api/documents/trash',
    {
      tag,
      summary: 'What is in the trash (kept 30 days); what went with a folder is inside it',
      errors: [],
    },
    async (request) => ok(await trashContents(deps, request.user.id)),
  );

  apiRoute(
    app,
    'POST /api/documents/restore',
    {
      tag,
      summary: 'Bring documents and folders back from the trash',
      description: 'A document whose folder is gone or in the trash comes back to the top level.',
      errors: [400],
    },
    async (request) => ok(await restoreSelection(deps, request.user.id, request.body)),
  );

  apiRoute(
    app,
    'DELETE /api/documents/trash',
    {
      tag,
      summary: 'Delete for good the named trash items, or with no ids the whole trash',
      description: '`deletedCount` counts the documents and folders deleted.',
      errors: [400],
    },
    async (request) => {
      const answer = await emptyTrash(deps, request.user.id, request.body);
      return { ...ok(answer), deletedCount: answer.deletedCount };
    },
  );

  apiRoute(
    app,
    'PUT /api/documents/:id',
    {
      tag,
      summary: 'Rename a document (the original extension is kept)',
      description: ownerOnly,
      errors: [400, 404],
    },
    async (request) => ok(await renameDocument(deps, request.user.id, request.params.id, request.body)),
  );

  // The bearer token, or the signed `t` of a link the server handed out (a download link cannot send a
  // header). A token for another document, forged or expired is 401; someone else's document is 404.
  apiRoute(
    app,
    'GET /api/documents/:idOrStoredName/download',
    {
      tag,
      summary: 'Download a document by id or stored file name (ranges supported)',
      description:
        'Always an attachment with its UTF-8 name; HTML, SVG, XML and scripts are sent as application/octet-stream. ' +
        `With the bearer token, or the signed \`t\` of a link the server handed out. ${ownerOnly}`,
      errors: [401, 404],
    },
    async (request, reply) => {
      const { t } = request.query;
      const link = typeof t === 'string' && t !== '' ? t : null;
      if (!link) await app.authenticate(request);
      const document = await findDownload(deps, request.params.idOrStoredName);
      const readerId = link ? document && deps.urls.verify(document.id, link) : request.user.id;
      if (!readerId) throw unauthorized('auth.invalidToken');
      return sendPrivateFile(request, reply, deps.storage, downloadableFile(document, readerId));
    },
  );
}
