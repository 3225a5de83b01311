import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe } from 'vitest';
import { connectRedis } from '../../src/cluster/redis.js';

/** TEST_REDIS_URL: the Redis the scale-out suites run against; unset, they are skipped (and say so). */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

export const REDIS_SKIPPED_TITLE = 'Redis (skipped: TEST_REDIS_URL is not set)';

let skipNoticePrinted = false;

/** `describe(name)` when TEST_REDIS_URL is set; otherwise a visibly skipped suite named after what is missing. */
export function describeWithRedis(name: string, fn: (redisUrl: string) => void): void {
  if (testRedisUrl) {
    describe(name, () => fn(testRedisUrl));
    return;
  }
  if (!skipNoticePrinted) {
    skipNoticePrinted = true;
    console.warn(`[server tests] ${REDIS_SKIPPED_TITLE}: the Redis suites were skipped.`);
  }
  describe.skip(`${name} — ${REDIS_SKIPPED_TITLE}`, () => fn(''));
}

/** A fresh key prefix: apps or clients made with it share state, and meet nothing of another test's. */
export const freshRedisPrefix = () => `teamhub-test:${randomBytes(6).toString('hex')}:`;

/** A connected client under `prefix` (a fresh one unless told). */
export async function connectTestRedis(url: string, prefix = freshRedisPrefix()): Promise<Redis> {
  return connectRedis(url, { keyPrefix: prefix, onError: () => undefined });
}

/** Deletes every key under the client's prefix (SCAN patterns are not prefixed by ioredis) and disconnects. */
export async function dropTestRedis(client: Redis): Promise<void> {
  const prefix = client.options.keyPrefix ?? '';
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    // The keys come back whole; ioredis would prefix them again, so strip the prefix first.
    if (keys.length > 0) await client.del(...keys.map((key) => key.slice(prefix.length)));
  } while (cursor !== '0');
  client.disconnect();
}

/**
 * For the tests of one suite: before each, a fresh prefix and a client on it (`client()`); `connect()`
 * adds another "process", its own client on the same prefix. After each, every key of the prefix goes
 * and every client disconnects.
 */
export function redisPerTest(redisUrl: string) {
  let clients: Redis[] = [];
  let prefix = '';
  const connect = async () => {
    const client = await connectTestRedis(redisUrl, prefix);
    clients.push(client);
    return client;
  };
  beforeEach(async () => {
    prefix = freshRedisPrefix();
    await connect();
  });
  afterEach(async () => {
    // Dropping one client's prefix removes every key of the test; the others only disconnect.
    const [first, ...others] = clients;
    clients = [];
    if (first) await dropTestRedis(first);
    for (const client of others) client.disconnect();
  });
  return {
    connect,
    client: () => {
      const [first] = clients;
      if (!first) throw new Error('no Redis client yet: use it inside a test');
      return first;
    },
    prefix: () => prefix,
  };
}
