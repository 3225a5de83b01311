import type { Redis } from 'ioredis';
import type { FeedVersion } from './feed-cache.js';

const KEY = 'feed-cache:version';

/** The feed cache's version shared by every process through Redis (feed-cache.ts). */
export function createRedisFeedVersion(redis: Redis): FeedVersion {
  return {
    current: async () => Number((await redis.get(KEY)) ?? 0),
    bump: () => redis.incr(KEY),
  };
}
