import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { DocumentRow } from '../../db/schema/index.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { UploadTempFolder } from '../files/upload-temp.js';
import type { DocumentFoldersRepository } from './document-folders.repository.js';
import type { DocumentTrashRepository } from './document-trash.repository.js';
import type { DocumentUrls } from './document-urls.js';
import type { DocumentsRepository } from './documents.repository.js';

/** Told of the documents an upload kept, after they are committed (previews start here); not awaited. */
export type DocumentsUploadedHook = (documents: DocumentRow[]) => void | Promise<void>;

/** Everything the documents services use; built once by documents.module.ts. */
export interface DocumentsServiceDeps {
  db: Database;
  documents: DocumentsRepository;
  folders: DocumentFoldersRepository;
  trash: DocumentTrashRepository;
  /** Private storage: `documents/<stored name>` and the previews. */
  storage: StorageDriver;
  /** This process's folder for uploads in flight. */
  temp: UploadTempFolder;
  urls: DocumentUrls;
  /** Each user's quota, in bytes (DOCUMENTS_QUOTA_MB). */
  quotaBytes: number;
  onUploaded: DocumentsUploadedHook;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}
