import path from 'node:path';
import type { StorageConfig } from '../../config.js';
import { createLocalDiskDriver } from './local-disk-driver.js';
import { checkS3Bucket, createS3Client } from './s3-client.js';
import { createS3Driver } from './s3-driver.js';
import type { StorageDriver } from './storage-driver.js';
import { createUploadTempFolder, type UploadTempFolder } from './upload-temp.js';

export interface FilesModuleOptions {
  /** DATA_DIR/uploads: public objects, served at /uploads/ (avatars, post media); unused with S3. */
  uploadsDir: string;
  /** DATA_DIR/uploads-private: objects served only through checked routes (chat attachments); unused with S3. */
  privateUploadsDir: string;
  /** DATA_DIR/tmp: each process's folder for uploads in flight goes here, whatever the storage. */
  tempRoot: string;
  /** STORAGE: the folders above (local, the default) or one S3 bucket. */
  storage?: StorageConfig;
}

/**
 * Stored files for every feature: two storages (public and private) behind the one driver interface,
 * and this process's temp folder. Features keep their own key prefixes (`avatars/`, `posts/`, `chat/`)
 * and their own rules, and never learn whether the bytes are on a disk or in a bucket.
 */
export interface FilesModule {
  publicStorage: StorageDriver;
  privateStorage: StorageDriver;
  /** The folder public objects are files in, for /uploads/ to serve straight from disk; undefined with S3. */
  publicRoot: string | undefined;
  temp: UploadTempFolder;
  tempRoot: string;
  /** Rejects, saying why, when the storage cannot be used (an S3 bucket missing or out of reach). */
  check(): Promise<void>;
  /** Removes this process's temp folder and lets the S3 client go (the app's onClose). */
  close(): void;
}

export function createFilesModule(options: FilesModuleOptions): FilesModule {
  const temp = createUploadTempFolder(options.tempRoot);
  const common = { temp, tempRoot: options.tempRoot };
  if (options.storage?.kind === 's3') {
    const config = options.storage;
    const client = createS3Client(config);
    // One bucket for both: the app serves public objects itself (plugins/uploads.ts), so the bucket
    // never needs to be readable by the world.
    const driver = (prefix: string) =>
      createS3Driver({ client, bucket: config.bucket, prefix, tempDir: temp.directory });
    return {
      ...common,
      publicStorage: driver('public/'),
      privateStorage: driver('private/'),
      publicRoot: undefined,
      check: () => checkS3Bucket(client, config),
      close: () => {
        temp.remove();
        client.destroy();
      },
    };
  }
  // `put` stages in the temp folder and renames; DATA_DIR/tmp is beside the uploads, so on the same disk.
  return {
    ...common,
    publicStorage: createLocalDiskDriver({ root: options.uploadsDir, tempDir: temp.directory }),
    privateStorage: createLocalDiskDriver({ root: options.privateUploadsDir, tempDir: temp.directory }),
    publicRoot: options.uploadsDir,
    check: async () => undefined,
    close: () => temp.remove(),
  };
}

/** The temp root beside an uploads folder, for callers that do not name one (DATA_DIR/uploads → DATA_DIR/tmp). */
export const defaultTempRoot = (uploadsDir: string) => path.join(path.dirname(uploadsDir), 'tmp');
