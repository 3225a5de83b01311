import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { StoredFileOwner } from '../files/upload-sweep.js';
import { AVATAR_KEY_PREFIX, avatarKeyOf, avatarUrlOf } from './avatar-storage.js';

/** Avatar files for the upload sweep: an `avatars/` object is needed while a user's avatar names it. */
export function avatarFileOwner(db: Database, storage: StorageDriver): StoredFileOwner {
  return {
    name: 'avatars',
    storage,
    prefix: AVATAR_KEY_PREFIX,
    async referenced(keys) {
      const rows = await db
        .select({ avatar: users.avatar })
        .from(users)
        .where(inArray(users.avatar, keys.map(avatarUrlOf)));
      return new Set(rows.map((row) => avatarKeyOf(row.avatar)).filter((key) => key !== null));
    },
  };
}
