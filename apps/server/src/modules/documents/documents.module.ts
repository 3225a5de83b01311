import type { AppCore, AppModule } from '../app-module.js';
import type { ChatServiceDeps } from '../chat/chat.deps.js';
import { createDocumentFoldersRepository } from './document-folders.repository.js';
import { createDocumentPreviews } from './document-previews.js';
import { documentPreviewRoutes } from './document-previews.routes.js';
import { createDocumentSharesRepository } from './document-shares.repository.js';
import { documentSharesRoutes } from './document-shares.routes.js';
import { createShareLinkTokens, type DocumentSharesDeps } from './document-shares.service.js';
import { documentFileOwner, documentPreviewOwner, expiredTrash } from './document-sweep.js';
import { createDocumentText } from './document-text.js';
import { createDocumentTrashRepository } from './document-trash.repository.js';
import { createDocumentUrls } from './document-urls.js';
import type { DocumentsServiceDeps } from './documents.deps.js';
import { createDocumentsRepository } from './documents.repository.js';
import { documentsRoutes } from './documents.routes.js';
import { sharedLinksRoutes } from './shared-links.routes.js';

export interface DocumentsModuleOptions extends Pick<AppCore, 'db' | 'jwtSecret' | 'files' | 'log' | 'now'> {
  /** Each user's quota in bytes. */
  quotaBytes: number;
  /** Documents are shared into conversations through the chat feature. */
  chat: ChatServiceDeps;
}

/**
 * Documents: files and folders with their trash (/api/documents), shares into chats and shared links
 * (/api/shared), and previews and the extraction of the text inside (for search) after each upload
 * commits (what a stopped process left pending resumes at start and in the periodic clean-up); its
 * files and expired trash go in the upload sweep.
 */
export function createDocumentsModule(options: DocumentsModuleOptions) {
  const { db, log } = options;
  const storage = options.files.privateStorage;
  const documents = createDocumentsRepository(db);
  const folders = createDocumentFoldersRepository(db);
  const trash = createDocumentTrashRepository(db, folders);
  const previews = createDocumentPreviews({ db, storage, log });
  const text = createDocumentText({ db, storage, log });
  const deps: DocumentsServiceDeps = {
    db,
    documents,
    folders,
    trash,
    storage,
    temp: options.files.temp,
    urls: createDocumentUrls(options.jwtSecret),
    quotaBytes: options.quotaBytes,
    onUploaded: (rows) => {
      const ids = rows.map((row) => row.id);
      previews.enqueue(ids);
      text.enqueue(ids);
    },
    log,
  };
  const shares: DocumentSharesDeps = {
    shares: createDocumentSharesRepository(db),
    storage,
    chat: options.chat,
    tokens: createShareLinkTokens(options.jwtSecret),
    now: options.now,
  };
  const resumePending = async () => {
    await previews.resumePending();
    await text.resumePending();
  };
  return {
    routes: [
      { prefix: '/api/documents', plugin: async (app) => documentsRoutes(app, deps) },
      { prefix: '/api/documents', plugin: async (app) => documentSharesRoutes(app, shares) },
      { prefix: '/api/shared', plugin: async (app) => sharedLinksRoutes(app, shares) },
      { prefix: '/api/documents', plugin: async (app) => documentPreviewRoutes(app, { db, storage, urls: deps.urls }) },
    ],
    onReady: () => resumePending(),
    onClose: async () => {
      await Promise.all([previews.close(), text.close()]);
    },
    scheduledWork: () => resumePending(),
    fileOwners: [documentFileOwner(documents, storage), documentPreviewOwner(documents, storage)],
    expiredUploads: [expiredTrash(trash, storage)],
  } satisfies AppModule;
}
