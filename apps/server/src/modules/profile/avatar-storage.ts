import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Where avatars are served; the files live in `<uploadsDir>/avatars`. */
export const AVATAR_URL_PREFIX = '/uploads/avatars/';

// A stored avatar value names one plain file of ours; anything else (an empty value, a link
// elsewhere, a path with separators or dots) is never turned into a path to delete.
const OWN_FILE_NAME = /^[A-Za-z0-9_-]+\.webp$/;

export interface AvatarStorage {
  /** Writes the image under a new random name and answers its URL. */
  save(image: Buffer): Promise<string>;
  /** Deletes the file behind an avatar URL if it is one of ours; never throws. */
  remove(url: string): Promise<void>;
}

export function createAvatarStorage(uploadsDir: string, log: Pick<FastifyBaseLogger, 'warn'>): AvatarStorage {
  const directory = path.join(uploadsDir, 'avatars');
  return {
    async save(image) {
      await mkdir(directory, { recursive: true });
      // Random names: files can be cached forever, and nobody can guess another user's avatar URL.
      const name = `${randomUUID()}.webp`;
      await writeFile(path.join(directory, name), image, { flag: 'wx' });
      return `${AVATAR_URL_PREFIX}${name}`;
    },
    async remove(url) {
      if (!url.startsWith(AVATAR_URL_PREFIX)) return;
      const name = url.slice(AVATAR_URL_PREFIX.length);
      if (!OWN_FILE_NAME.test(name)) return;
      try {
        await unlink(path.join(directory, name));
      } catch (error) {
        // Already gone is fine; anything else leaves a stray file, not a failed request.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          log.warn({ err: error, url }, 'could not delete an avatar file');
        }
      }
    },
  };
}
