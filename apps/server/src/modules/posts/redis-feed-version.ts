import type { Redis } from 'ioredis';
import type { FeedVersion } from './feed-cache.js';

/** The feed cache's versions shared by every process through Redis (feed-cache.ts). */
export function createRedisFeedVersion(redis: Redis, key: 'version' | 'order-version' = 'version'): FeedVersion {
  const name = `feed-cache:${key}`;
  return {
    current: async () => Number((await redis.get(name)) ?? 0),
    bump: () => redis.incr(name),
  };
}
