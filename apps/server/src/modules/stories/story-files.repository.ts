import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { stories } from '../../db/schema/index.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { StoredFileOwner } from '../files/upload-sweep.js';
import { STORY_MEDIA_KEY_PREFIX, storyMediaKeyOf, storyMediaUrlOf } from './story-media.js';

/**
 * Story media for the upload sweep: a `stories/` object is needed while a story row names it. Expired
 * stories go with their files in the story sweep (story-sweep.ts); this catches what a crash left.
 */
export function storyMediaFileOwner(db: Database, storage: StorageDriver): StoredFileOwner {
  return {
    name: 'story media',
    storage,
    prefix: STORY_MEDIA_KEY_PREFIX,
    async referenced(keys) {
      const rows = await db
        .select({ mediaUrl: stories.mediaUrl })
        .from(stories)
        .where(inArray(stories.mediaUrl, keys.map(storyMediaUrlOf)));
      return new Set(rows.map((row) => storyMediaKeyOf(row.mediaUrl)).filter((key) => key !== null));
    },
  };
}
