import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { FilesModule } from '../files/files.module.js';
import { createDocumentFoldersRepository } from './document-folders.repository.js';
import { documentFileOwner, documentPreviewOwner, expiredTrash } from './document-sweep.js';
import { createDocumentTrashRepository } from './document-trash.repository.js';
import { createDocumentUrls } from './document-urls.js';
import type { DocumentsServiceDeps, DocumentsUploadedHook } from './documents.deps.js';
import { createDocumentsRepository } from './documents.repository.js';
import { documentsRoutes } from './documents.routes.js';

export interface DocumentsModuleOptions {
  db: Database;
  /** Link tokens (signed download and preview URLs) are signed with a key derived from it. */
  jwtSecret: string;
  files: Pick<FilesModule, 'privateStorage' | 'temp'>;
  log: FastifyBaseLogger;
  quotaBytes: number;
  /** Told of new documents after their upload commits (previews); nothing by default. */
  onUploaded?: DocumentsUploadedHook;
}

/** The documents feature: its dependencies, its /api/documents routes and its entries for the upload sweep. */
export function createDocumentsModule(options: DocumentsModuleOptions) {
  const documents = createDocumentsRepository(options.db);
  const folders = createDocumentFoldersRepository(options.db);
  const trash = createDocumentTrashRepository(options.db, folders);
  const storage = options.files.privateStorage;
  const deps: DocumentsServiceDeps = {
    db: options.db,
    documents,
    folders,
    trash,
    storage,
    temp: options.files.temp,
    urls: createDocumentUrls(options.jwtSecret),
    quotaBytes: options.quotaBytes,
    onUploaded: options.onUploaded ?? (() => undefined),
    log: options.log,
  };
  return {
    deps,
    routes: async (app: FastifyInstance) => documentsRoutes(app, deps),
    fileOwners: [documentFileOwner(documents, storage), documentPreviewOwner(documents, storage)],
    expired: [expiredTrash(trash, storage)],
  };
}
