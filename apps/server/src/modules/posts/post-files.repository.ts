import { inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { postMedia, posts } from '../../db/schema/index.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { StoredFileOwner } from '../files/upload-sweep.js';
import { POST_MEDIA_KEY_PREFIX, postMediaKeyOf, postMediaUrlOf } from './post-media.js';

/**
 * Post media for the upload sweep: a `posts/` object is needed while a post's media or thumbnail names
 * it, or an item of its album (post_media).
 */
export function postMediaFileOwner(db: Database, storage: StorageDriver): StoredFileOwner {
  return {
    name: 'post media',
    storage,
    prefix: POST_MEDIA_KEY_PREFIX,
    async referenced(keys) {
      const urls = keys.map(postMediaUrlOf);
      const urlsOf = (table: typeof posts | typeof postMedia) =>
        db
          .select({ mediaUrl: table.mediaUrl, thumbnailUrl: table.thumbnailUrl })
          .from(table)
          .where(or(inArray(table.mediaUrl, urls), inArray(table.thumbnailUrl, urls)));
      const rows = [...(await urlsOf(posts)), ...(await urlsOf(postMedia))];
      return new Set(
        rows
          .flatMap((row) => [postMediaKeyOf(row.mediaUrl), postMediaKeyOf(row.thumbnailUrl)])
          .filter((key) => key !== null),
      );
    },
  };
}
