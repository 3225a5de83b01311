import type { StorageDriver } from '../files/storage-driver.js';
import { UNATTACHED_UPLOAD_MS, type ExpiredUploads, type StoredFileOwner } from '../files/upload-sweep.js';
import { DOCUMENT_KEY_PREFIX, DOCUMENT_PREVIEW_PREFIX } from './document-keys.js';
import type { DocumentTrashRepository } from './document-trash.repository.js';
import { keysOf, trashCutoff } from './document-trash.service.js';
import type { DocumentsRepository } from './documents.repository.js';

/** Documents for the upload sweep: a `documents/` object is needed while a row names it. */
export function documentFileOwner(documents: DocumentsRepository, storage: StorageDriver): StoredFileOwner {
  const storedNameOf = (key: string) => key.slice(DOCUMENT_KEY_PREFIX.length);
  return {
    name: 'documents',
    storage,
    prefix: DOCUMENT_KEY_PREFIX,
    async referenced(keys) {
      const existing = await documents.existingStoredNames(keys.map(storedNameOf));
      return new Set(keys.filter((key) => existing.has(storedNameOf(key))));
    },
  };
}

/** Previews for the upload sweep: a `document-previews/` object is needed while a document names it. */
export function documentPreviewOwner(documents: DocumentsRepository, storage: StorageDriver): StoredFileOwner {
  return {
    name: 'document previews',
    storage,
    prefix: DOCUMENT_PREVIEW_PREFIX,
    referenced: (keys) => documents.existingPreviewKeys(keys),
  };
}

/**
 * The trash kept LIMITS.documents.trashDays: older rows go, then their files. The sweep hands every
 * kind the cut-off of unsent chat uploads (a day before now); the trash counts its own from that now.
 */
export function expiredTrash(trash: DocumentTrashRepository, storage: StorageDriver): ExpiredUploads {
  return {
    name: 'documents trash',
    storage,
    async deleteExpired(before) {
      const now = new Date(before.getTime() + UNATTACHED_UPLOAD_MS);
      return keysOf(await trash.deleteTrashedBefore(trashCutoff(now)));
    },
  };
}
