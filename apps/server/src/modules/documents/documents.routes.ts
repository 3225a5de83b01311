import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-error.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import { createFolder, folderContents, moveSelection, updateFolder } from './document-folders.service.js';
import { emptyTrash, restoreSelection, trashContents } from './document-trash.service.js';
import type { DocumentsServiceDeps } from './documents.deps.js';
import { documentsDocs } from './documents.docs.js';
import {
  downloadableFile,
  findDownload,
  listDocuments,
  renameDocument,
  trashSelection,
  uploadDocuments,
  usage,
} from './documents.service.js';

type IdParams = { Params: { id: string } };
type DownloadRequest = FastifyRequest<{ Params: { idOrStoredName: string }; Querystring: { t?: unknown } }>;

/**
 * /api/documents: the caller's own files, folders and trash. Anything of another user is 404, checked
 * before anything is read or changed (documents.policy.ts).
 */
export async function documentsRoutes(app: FastifyInstance, deps: DocumentsServiceDeps) {
  const signedIn = { preHandler: app.authenticate };
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get('/', { ...signedIn, ...documentsDocs.list }, async (request) =>
    ok(await listDocuments(deps, request.user.id, request.query)),
  );

  app.post('/upload', { ...signedIn, ...documentsDocs.upload }, async (request, reply) =>
    reply.status(201).send(ok(await uploadDocuments(deps, request.user.id, request))),
  );

  // The spec's client reads `deletedCount` beside `data`.
  app.delete('/', { ...signedIn, ...documentsDocs.trash }, async (request) => {
    const answer = await trashSelection(deps, request.user.id, request.body);
    return { ...ok(answer), deletedCount: answer.deletedCount };
  });

  app.get('/usage', { ...signedIn, ...documentsDocs.usage }, async (request) => ok(await usage(deps, request.user.id)));

  app.get('/folders', { ...signedIn, ...documentsDocs.folders }, async (request) =>
    ok(await folderContents(deps, request.user.id, request.query)),
  );

  app.post('/folders', { ...signedIn, ...documentsDocs.createFolder }, async (request, reply) =>
    reply.status(201).send(ok(await createFolder(deps, request.user.id, request.body))),
  );

  app.put<IdParams>('/folders/:id', { ...signedIn, ...documentsDocs.updateFolder }, async (request) =>
    ok(await updateFolder(deps, request.user.id, request.params.id, request.body)),
  );

  app.post('/move', { ...signedIn, ...documentsDocs.move }, async (request) =>
    ok(await moveSelection(deps, request.user.id, request.body)),
  );

  app.get('/trash', { ...signedIn, ...documentsDocs.trashList }, async (request) =>
    ok(await trashContents(deps, request.user.id)),
  );

  app.post('/restore', { ...signedIn, ...documentsDocs.restore }, async (request) =>
    ok(await restoreSelection(deps, request.user.id, request.body)),
  );

  app.delete('/trash', { ...signedIn, ...documentsDocs.emptyTrash }, async (request) => {
    const answer = await emptyTrash(deps, request.user.id, request.body);
    return { ...ok(answer), deletedCount: answer.deletedCount };
  });

  app.put<IdParams>('/:id', { ...signedIn, ...documentsDocs.rename }, async (request) =>
    ok(await renameDocument(deps, request.user.id, request.params.id, request.body)),
  );

  // The bearer token, or the signed `t` of a link the server handed out (a download link cannot send a
  // header). A token for another document, forged or expired is 401; someone else's document is 404.
  app.get('/:idOrStoredName/download', documentsDocs.download, async (request: DownloadRequest, reply) => {
    const { t } = request.query;
    const link = typeof t === 'string' && t !== '' ? t : null;
    if (!link) await app.authenticate(request);
    const document = await findDownload(deps, request.params.idOrStoredName);
    const readerId = link ? document && deps.urls.verify(document.id, link) : request.user.id;
    if (!readerId) throw unauthorized('auth.invalidToken');
    return sendPrivateFile(request, reply, deps.storage, downloadableFile(document, readerId));
  });
}
