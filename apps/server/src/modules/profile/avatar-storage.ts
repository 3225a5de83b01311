import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageDriver } from '../files/storage-driver.js';

/** Where avatars are served; the objects are `avatars/<name>` in the public storage. */
export const AVATAR_URL_PREFIX = '/uploads/avatars/';
export const AVATAR_KEY_PREFIX = 'avatars/';

// A stored avatar value names one plain file of ours; anything else (an empty value, a link
// elsewhere, a path with separators or dots) is never turned into a key to delete.
const OWN_FILE_NAME = /^[A-Za-z0-9_-]+\.webp$/;

/** The storage key behind an avatar URL of ours, or null. */
export function avatarKeyOf(url: string): string | null {
  if (!url.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return OWN_FILE_NAME.test(name) ? `${AVATAR_KEY_PREFIX}${name}` : null;
}

/** The URL an avatar key is served at. */
export const avatarUrlOf = (key: string) => `${AVATAR_URL_PREFIX}${key.slice(AVATAR_KEY_PREFIX.length)}`;

export interface AvatarStorage {
  /** Stores the image under a new random name and answers its URL. */
  save(image: Buffer): Promise<string>;
  /** Deletes the object behind an avatar URL if it is one of ours; never throws. */
  remove(url: string): Promise<void>;
}

export function createAvatarStorage(storage: StorageDriver, log: Pick<FastifyBaseLogger, 'warn'>): AvatarStorage {
  return {
    async save(image) {
      // Random names: files can be cached forever, and nobody can guess another user's avatar URL.
      const key = `${AVATAR_KEY_PREFIX}${randomUUID()}.webp`;
      await storage.put(key, image);
      return avatarUrlOf(key);
    },
    async remove(url) {
      const key = avatarKeyOf(url);
      if (!key) return;
      // A file that stays behind is a stray file for the start-up sweep, not a failed request.
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, url }, 'could not delete an avatar file'));
    },
  };
}
