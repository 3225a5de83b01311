import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPushSubscribers } from '../src/modules/push/push-subscribers.js';
import { connectTestRedis, describeWithRedis, dropTestRedis, freshRedisPrefix } from './helpers/test-redis.js';

describe('push subscriber index, one process', () => {
  it('answers everyone until loaded, then only the members with a subscription, and those added since', async () => {
    const subscribers = createPushSubscribers({ loadAll: () => Promise.resolve(['ana']) });
    expect(await subscribers.among(['ana', 'ben'])).toEqual(['ana', 'ben']);
    await subscribers.load();
    expect(await subscribers.among(['ana', 'ben', 'chi'])).toEqual(['ana']);
    await subscribers.add('chi');
    expect(await subscribers.among(['ana', 'ben', 'chi'])).toEqual(['ana', 'chi']);
  });
});

describeWithRedis('push subscriber index, several processes (Redis)', (redisUrl) => {
  const clients: Awaited<ReturnType<typeof connectTestRedis>>[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => dropTestRedis(client)));
  });

  it('knows a subscription made through another process at once', async () => {
    const prefix = freshRedisPrefix();
    const [first, second] = [await connectTestRedis(redisUrl, prefix), await connectTestRedis(redisUrl, prefix)];
    clients.push(first, second);
    const one = createPushSubscribers({ redis: first, loadAll: () => Promise.resolve(['ana']) });
    const two = createPushSubscribers({ redis: second, loadAll: () => Promise.resolve([]) });
    await Promise.all([one.load(), two.load()]);
    expect(await two.among(['ana', 'ben'])).toEqual(['ana']);
    await one.add('ben');
    expect(await two.among(['ana', 'ben', 'chi'])).toEqual(['ana', 'ben']);
  });

  it('reads the set again from the database when Redis lost it (a restart), answering everyone meanwhile', async () => {
    const redis = await connectTestRedis(redisUrl);
    clients.push(redis);
    let stored = ['ana'];
    const subscribers = createPushSubscribers({ redis, loadAll: () => Promise.resolve(stored) });
    await subscribers.load();
    stored = ['ana', 'ben'];
    await redis.del('push:subscribers');
    expect(await subscribers.among(['ana', 'ben', 'chi'])).toEqual(['ana', 'ben', 'chi']);
    await vi.waitFor(async () => expect(await subscribers.among(['ana', 'ben', 'chi'])).toEqual(['ana', 'ben']));
  });
});
