import type { StoryRef } from '@teamhub/contracts';
import type { StoriesServiceDeps } from './stories.deps.js';

const BATCH = 200;

/**
 * Deletes the stories expired by the app's clock, with their files, and tells everyone (story-deleted).
 * Safe with several server processes on one database: each batch is claimed and deleted by one
 * statement (stories.repository `deleteExpired`), so a story is handled by exactly one sweep. Answers
 * the stories this sweep removed. Reads already hide expired stories; this only reclaims their space.
 */
export async function sweepExpiredStories(
  deps: Pick<StoriesServiceDeps, 'stories' | 'media' | 'events' | 'now' | 'log'>,
): Promise<StoryRef[]> {
  const now = deps.now();
  const swept: StoryRef[] = [];
  for (;;) {
    const batch = await deps.stories.deleteExpired(now, BATCH);
    for (const story of batch) {
      await deps.media.remove(story.mediaUrl);
      const ref = { storyId: story.id, userId: story.userId };
      deps.events.storyDeleted(ref);
      swept.push(ref);
    }
    // A short batch: nothing is left, or what is left is being deleted by another process right now.
    if (batch.length < BATCH) break;
  }
  if (swept.length > 0) deps.log.info({ count: swept.length }, 'expired stories removed');
  return swept;
}
