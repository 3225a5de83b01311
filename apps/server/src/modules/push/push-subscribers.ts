import type { Redis } from 'ioredis';

const REDIS_KEY = 'push:subscribers';
/** A member of the Redis set while it is loaded: its absence means Redis lost the set (a restart). */
const LOADED = '*';

/**
 * The members who may have a push subscription, so that a message or a notification for members who
 * never subscribed (most of a team, most of the time) costs the push feature no database statement.
 * It is read from the database when the app is ready and only grows while it runs: a member who turned
 * push off costs the look-ups every member cost before, and nothing is sent to them. With several
 * processes it is a Redis set, so a subscription made through one process counts on all at once; a set
 * Redis lost is read again from the database. Until it is loaded, everyone may have one (the look-ups
 * decide).
 */
export function createPushSubscribers({ redis, loadAll }: { redis?: Redis; loadAll: () => Promise<string[]> }) {
  const local = new Set<string>();
  let loaded = false;
  let reloading: Promise<void> | undefined;

  async function load(): Promise<void> {
    const userIds = await loadAll();
    if (redis) await redis.sadd(REDIS_KEY, LOADED, ...userIds);
    for (const id of userIds) local.add(id);
    loaded = true;
  }

  return {
    load,
    async add(userId: string): Promise<void> {
      local.add(userId);
      if (redis) await redis.sadd(REDIS_KEY, userId);
    },
    /** The ones among `userIds` who may have a subscription. */
    async among(userIds: string[]): Promise<string[]> {
      if (!loaded || userIds.length === 0) return userIds;
      if (!redis) return userIds.filter((id) => local.has(id));
      const [present, ...found] = await redis.smismember(REDIS_KEY, LOADED, ...userIds);
      if (present !== 1) {
        reloading ??= load().finally(() => (reloading = undefined));
        return userIds;
      }
      return userIds.filter((_id, index) => found[index] === 1);
    },
  };
}

export type PushSubscribers = ReturnType<typeof createPushSubscribers>;
