import type { StorageDriver } from '../files/storage-driver.js';
import type { ExpiredUploads, StoredFileOwner } from '../files/upload-sweep.js';
import type { ChatFilesRepository } from './chat-files.repository.js';
import { CHAT_FILE_KEY_PREFIX, chatFileKey } from './chat-upload.js';

const storedNameOf = (key: string) => key.slice(CHAT_FILE_KEY_PREFIX.length);

/** Chat attachments for the upload sweep: a `chat/` object is needed while its chat_files row exists. */
export function chatFileOwner(files: ChatFilesRepository, storage: StorageDriver): StoredFileOwner {
  return {
    name: 'chat files',
    storage,
    prefix: CHAT_FILE_KEY_PREFIX,
    async referenced(keys) {
      const existing = await files.existingStoredNames(keys.map(storedNameOf));
      return new Set(keys.filter((key) => existing.has(storedNameOf(key))));
    },
  };
}

/** Chat uploads that were never sent in a message: their rows go first, then their files. */
export function unattachedChatUploads(files: ChatFilesRepository, storage: StorageDriver): ExpiredUploads {
  return {
    name: 'unsent chat uploads',
    storage,
    async deleteExpired(before) {
      return (await files.deleteUnattachedBefore(before)).map(chatFileKey);
    },
  };
}
