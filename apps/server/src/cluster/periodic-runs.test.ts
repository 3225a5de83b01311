import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { connectTestRedis, describeWithRedis, dropTestRedis } from '../../test/helpers/test-redis.js';
import { createRedisRunGate } from './periodic-runs.js';

describeWithRedis('periodic runs across processes', (redisUrl) => {
  let redis: Redis;
  beforeAll(async () => {
    redis = await connectTestRedis(redisUrl);
  });
  afterAll(async () => {
    await dropTestRedis(redis);
  });

  it('lets one process of several run a job per period, and the next period run again', async () => {
    const gates = ['node-a', 'node-b', 'node-c'].map((node) => createRedisRunGate(redis, node));
    const first = await Promise.all(gates.map((gate) => gate('sweep', 200)));
    expect(first.filter(Boolean)).toHaveLength(1);
    // Another job has its own period.
    expect(await gates[1]!('other-sweep', 200)).toBe(true);
    expect(await gates[2]!('sweep', 200)).toBe(false);
    // Once the period (less the slack) is over, one of them takes the next.
    await vi.waitFor(async () => expect(await redis.exists('periodic:sweep')).toBe(0), { timeout: 2_000 });
    expect(await gates[2]!('sweep', 200)).toBe(true);
  });
});
