import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { apiRoute } from '../../lib/api-route.js';
import { notFound, unauthorized } from '../../lib/http-error.js';
import { isUuid } from '../../lib/validation.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { DocumentUrls } from './document-urls.js';
import { createDocumentPreviewsRepository } from './document-previews.repository.js';

export interface DocumentPreviewRouteDeps {
  db: Database;
  storage: StorageDriver;
  /** The documents' link tokens: the list hands out preview URLs signed for their owner. */
  urls: Pick<DocumentUrls, 'verify'>;
}

/**
 * GET /api/documents/:id/preview: the WebP preview of the caller's document, with the bearer token or
 * the `t` of the signed URL an <img> uses. A forged or expired `t` is 401; someone else's document, or
 * one without a ready preview, is 404.
 */
export async function documentPreviewRoutes(app: FastifyInstance, deps: DocumentPreviewRouteDeps) {
  const previews = createDocumentPreviewsRepository(deps.db);
  apiRoute(
    app,
    'GET /api/documents/:id/preview',
    {
      tag: 'documents',
      summary: 'The small WebP picture of a document, once its preview is ready',
      description:
        'With the bearer token, or the `t` parameter of the `preview.url` the list gives (an <img> cannot send a header). ' +
        'Only the owner; 404 while there is no ready preview.',
      errors: [401, 404],
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const { t } = request.query;
      let readerId: string | null;
      if (typeof t === 'string' && t !== '') {
        readerId = isUuid(id) ? deps.urls.verify(id, t) : null;
        if (!readerId) throw unauthorized('auth.invalidToken');
      } else {
        await app.authenticate(request);
        readerId = request.user.id;
      }
      const preview = isUuid(id) ? await previews.readyPreview(id, readerId) : undefined;
      if (!preview) throw notFound('documents.notFound');
      return sendPrivateFile(request, reply, deps.storage, {
        key: preview.previewKey,
        mimeType: 'image/webp',
        disposition: 'inline',
        filename: `${preview.name}.webp`,
      });
    },
  );
}
