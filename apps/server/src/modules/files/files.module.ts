import path from 'node:path';
import { createLocalDiskDriver } from './local-disk-driver.js';
import type { StorageDriver } from './storage-driver.js';
import { createUploadTempFolder, type UploadTempFolder } from './upload-temp.js';

export interface FilesModuleOptions {
  /** DATA_DIR/uploads: public objects, served at /uploads/ (avatars, post media). */
  uploadsDir: string;
  /** DATA_DIR/uploads-private: objects served only through checked routes (chat attachments). */
  privateUploadsDir: string;
  /** DATA_DIR/tmp: each process's folder for uploads in flight goes here. */
  tempRoot: string;
}

/**
 * Stored files for every feature: two storages (public and private) behind the one driver interface,
 * and this process's temp folder. Features keep their own key prefixes (`avatars/`, `posts/`, `chat/`)
 * and their own rules; an S3 driver later replaces `createLocalDiskDriver` here and nowhere else.
 */
export interface FilesModule {
  publicStorage: StorageDriver;
  privateStorage: StorageDriver;
  temp: UploadTempFolder;
  tempRoot: string;
  /** Removes this process's temp folder (the app's onClose). */
  close(): void;
}

export function createFilesModule(options: FilesModuleOptions): FilesModule {
  const temp = createUploadTempFolder(options.tempRoot);
  // `put` stages in the temp folder and renames; DATA_DIR/tmp is beside the uploads, so on the same disk.
  const publicStorage = createLocalDiskDriver({ root: options.uploadsDir, tempDir: temp.directory });
  const privateStorage = createLocalDiskDriver({ root: options.privateUploadsDir, tempDir: temp.directory });
  return { publicStorage, privateStorage, temp, tempRoot: options.tempRoot, close: () => temp.remove() };
}

/** The temp root beside an uploads folder, for callers that do not name one (DATA_DIR/uploads → DATA_DIR/tmp). */
export const defaultTempRoot = (uploadsDir: string) => path.join(path.dirname(uploadsDir), 'tmp');
