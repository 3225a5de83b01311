import type { StoryRef } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
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

export interface StorySweeper {
  /** Runs the sweep every `intervalMs` from now on (the app's onReady). */
  start(): void;
  /** No more runs; waits for one under way (the app's onClose). */
  stop(): Promise<void>;
}

/** Runs `sweep` on a timer, one run at a time; a failed run is logged and the next one tries again. */
export function createStorySweeper(
  sweep: () => Promise<unknown>,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): StorySweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = sweep()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'story sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      // The timer alone never keeps the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
