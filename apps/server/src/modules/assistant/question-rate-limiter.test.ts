import { describe, expect, it } from 'vitest';
import { describeWithRedis, redisPerTest } from '../../../test/helpers/test-redis.js';
import { createMemoryRateLimiter, type QuestionRateLimiter } from './question-rate-limiter.js';
import { createRedisRateLimiter } from './redis-question-rate-limiter.js';

const LIMIT = { max: 3, windowMs: 30_000 };
const START = Date.UTC(2026, 0, 1, 12);
/** `ms` after the start. */
const at = (ms: number) => new Date(START + ms);

/** What every question limiter does, wherever it keeps the times. */
function behavesAsAQuestionRateLimiter(make: (limit: typeof LIMIT) => QuestionRateLimiter) {
  it('allows max questions in a window, then refuses until the oldest counted one has left it', async () => {
    const limiter = make(LIMIT);
    for (const ms of [0, 1_000, 2_000]) expect(await limiter.take('alice', at(ms))).toEqual({ allowed: true });

    expect(await limiter.take('alice', at(5_000))).toEqual({ allowed: false, retryAfterMs: 25_000 });
    expect(await limiter.take('alice', at(29_999))).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(await limiter.take('alice', at(30_000))).toEqual({ allowed: true });
    // Now the question at 1 s is the oldest counted.
    expect(await limiter.take('alice', at(30_500))).toEqual({ allowed: false, retryAfterMs: 500 });
  });

  it('does not count a refused question', async () => {
    const limiter = make(LIMIT);
    for (const ms of [0, 10_000, 20_000]) await limiter.take('alice', at(ms));
    for (const ms of [21_000, 22_000, 25_000]) expect((await limiter.take('alice', at(ms))).allowed).toBe(false);

    expect(await limiter.take('alice', at(30_000))).toEqual({ allowed: true });
    expect(await limiter.take('alice', at(40_000))).toEqual({ allowed: true });
    expect(await limiter.take('alice', at(40_001))).toEqual({ allowed: false, retryAfterMs: 9_999 });
  });

  it('counts each user on their own, and questions asked in the same millisecond each', async () => {
    const limiter = make(LIMIT);
    for (let index = 0; index < LIMIT.max; index += 1) expect((await limiter.take('alice', at(0))).allowed).toBe(true);

    expect((await limiter.take('alice', at(0))).allowed).toBe(false);
    expect(await limiter.take('bob', at(0))).toEqual({ allowed: true });
  });
}

describe('createMemoryRateLimiter', () => {
  behavesAsAQuestionRateLimiter(createMemoryRateLimiter);
});

describeWithRedis('createRedisRateLimiter', (redisUrl) => {
  const redis = redisPerTest(redisUrl);
  const { connect } = redis;

  describe('behaviour', () => {
    behavesAsAQuestionRateLimiter((limit) => createRedisRateLimiter(redis.client(), limit));
  });

  it('counts a user across processes, asking at once through both, exactly up to the limit', async () => {
    const first = createRedisRateLimiter(redis.client(), LIMIT);
    const second = createRedisRateLimiter(await connect(), LIMIT);

    const decisions = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        [first, second].map((limiter) => limiter.take('alice', at(index))),
      ).flat(),
    );

    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(LIMIT.max);
  });

  it("keeps a user's questions no longer than the window", async () => {
    await createRedisRateLimiter(redis.client(), LIMIT).take('alice', new Date());

    const [key] = await redis.client().keys(`${redis.prefix()}*`);
    const ttl = await redis.client().pttl(key!.slice(redis.prefix().length));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LIMIT.windowMs);
  });
});
