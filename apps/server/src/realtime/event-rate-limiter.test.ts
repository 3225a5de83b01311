import { beforeEach, describe, expect, it } from 'vitest';
import { describeWithRedis, redisPerTest } from '../../test/helpers/test-redis.js';
import {
  SOCKET_EVENT_RULES,
  createEventRateLimiter,
  type EventRateLimiter,
  type SocketEventRules,
} from './event-rate-limiter.js';
import { createRedisEventRateLimiter, eventCounterKey } from './redis-event-rate-limiter.js';

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** How many of `times` calls, all sent at once, were allowed. */
const allowedOf = async (allow: () => Promise<boolean>, times: number) =>
  (await Promise.all(Array.from({ length: times }, allow))).filter(Boolean).length;

interface LimiterHarness {
  make(rules?: SocketEventRules): EventRateLimiter;
  /** Returns once the user's window of the rule has ended (moving the clock, or waiting for it). */
  windowEnded(ruleName: keyof SocketEventRules, userId: string): Promise<void>;
}

/** What every limiter does, wherever it counts. */
function behavesAsAnEventRateLimiter(harness: () => LimiterHarness) {
  it('allows send-message up to its limit in one window, then refuses until the next window', async () => {
    const { make, windowEnded } = harness();
    // A short window: the Redis limiter's ends in real time.
    const rules = { ...SOCKET_EVENT_RULES, 'send-message': { limit: 5, windowMs: 100 } };
    const limiter = make(rules);

    expect(await allowedOf(() => limiter.allow('alice', 'send-message'), 8)).toBe(5);
    await windowEnded('send-message', 'alice');
    expect(await allowedOf(() => limiter.allow('alice', 'send-message'), 6)).toBe(5);
  });

  it('counts each user, and each kind of event, on its own', async () => {
    const limiter = harness().make();
    const { limit } = SOCKET_EVENT_RULES['send-message'];
    await allowedOf(() => limiter.allow('alice', 'send-message'), limit);

    expect(await limiter.allow('alice', 'send-message')).toBe(false);
    expect(await limiter.allow('bob', 'send-message')).toBe(true);
    expect(await limiter.allow('alice', 'typing-start')).toBe(true);
    expect(await limiter.allow('alice', 'join-conversation')).toBe(true);
  });

  it('shares one count between the events of one kind (typing-start and typing-stop)', async () => {
    const limiter = harness().make({ ...SOCKET_EVENT_RULES, typing: { limit: 4, windowMs: 1_000 } });
    const events = ['typing-start', 'typing-stop', 'typing-start', 'typing-stop', 'typing-start'];
    const answers: boolean[] = [];
    for (const event of events) answers.push(await limiter.allow('alice', event));

    expect(answers).toEqual([true, true, true, true, false]);
  });

  it('limits unknown event names with the catch-all rule, even names of Object.prototype', async () => {
    const limiter = harness().make({ ...SOCKET_EVENT_RULES, other: { limit: 2, windowMs: 1_000 } });
    const answers: boolean[] = [];
    for (const event of ['constructor', '__proto__', 'anything']) answers.push(await limiter.allow('alice', event));

    expect(answers).toEqual([true, true, false]);
  });

  it('lets a movie room voice call connect: bursts of ICE candidates with four peers, speaking changes while talking', async () => {
    const limiter = harness().make();
    // Joining voice with four others in it: an offer and 30 candidates to each, their answers back.
    expect(await allowedOf(() => limiter.allow('alice', 'sending-signal'), 4 * 31)).toBe(4 * 31);
    expect(await allowedOf(() => limiter.allow('alice', 'returning-signal'), 4 * 31)).toBe(4 * 31);
    // Talking for ten seconds: a change about every 100 ms.
    expect(await allowedOf(() => limiter.allow('alice', 'speaking-state'), 100)).toBe(100);
    // The signals did not use up anything else.
    expect(await limiter.allow('alice', 'playback-control')).toBe(true);
  });

  it('limits the movie room chat like send-message, sharing its count', async () => {
    const limiter = harness().make();
    const { limit } = SOCKET_EVENT_RULES['send-message'];
    expect(await allowedOf(() => limiter.allow('alice', 'chat-message'), limit + 3)).toBe(limit);
    expect(await limiter.allow('alice', 'send-message')).toBe(false);
  });

  it('counts the projects room commands with the other room changes', async () => {
    const limiter = harness().make();
    const { limit } = SOCKET_EVENT_RULES.rooms;
    const half = Math.floor(limit / 2);
    expect(await allowedOf(() => limiter.allow('alice', 'join-my-projects'), half)).toBe(half);
    expect(await allowedOf(() => limiter.allow('alice', 'leave-my-projects'), limit - half)).toBe(limit - half);
    expect(await limiter.allow('alice', 'join-my-projects')).toBe(false);
    expect(await limiter.allow('alice', 'leave-my-projects')).toBe(false);
    expect(await limiter.allow('alice', 'join-room')).toBe(false);
  });
}

describe('createEventRateLimiter', () => {
  let clock = manualClock();
  beforeEach(() => {
    clock = manualClock();
  });

  behavesAsAnEventRateLimiter(() => ({
    make: (rules) => createEventRateLimiter(rules, clock.now),
    // Past the longest window: every window the cases use has ended.
    windowEnded: async () =>
      void clock.advance(Math.max(...Object.values(SOCKET_EVENT_RULES).map((rule) => rule.windowMs))),
  }));

  it('ends a window exactly windowMs after its first event', async () => {
    const limiter = createEventRateLimiter(SOCKET_EVENT_RULES, clock.now);
    const { limit, windowMs } = SOCKET_EVENT_RULES['send-message'];

    expect(await allowedOf(() => limiter.allow('alice', 'send-message'), limit + 5)).toBe(limit);
    clock.advance(windowMs - 1);
    expect(await limiter.allow('alice', 'send-message')).toBe(false);
    clock.advance(1);
    expect(await allowedOf(() => limiter.allow('alice', 'send-message'), limit + 1)).toBe(limit);
  });
});

describeWithRedis('createRedisEventRateLimiter', (redisUrl) => {
  const redis = redisPerTest(redisUrl);
  const { connect } = redis;

  /** Until the counter has expired (a window ends in Redis by its expiry), at most 2 s. */
  const counterExpired = async (ruleName: string, userId: string) => {
    const deadline = Date.now() + 2_000;
    while ((await redis.client().exists(eventCounterKey(ruleName, userId))) === 1) {
      if (Date.now() > deadline) throw new Error(`The counter ${ruleName}:${userId} did not expire`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  describe('behaviour', () => {
    behavesAsAnEventRateLimiter(() => ({
      make: (rules) => createRedisEventRateLimiter(redis.client(), rules),
      windowEnded: counterExpired,
    }));
  });

  it('counts a user across processes, at once from both, exactly up to the limit', async () => {
    const first = createRedisEventRateLimiter(redis.client());
    const second = createRedisEventRateLimiter(await connect());
    const { limit } = SOCKET_EVENT_RULES['send-message'];

    const allowed = await Promise.all([
      allowedOf(() => first.allow('alice', 'send-message'), limit),
      allowedOf(() => second.allow('alice', 'chat-message'), limit),
    ]);

    expect(allowed[0] + allowed[1]).toBe(limit);
    expect(await first.allow('alice', 'send-message')).toBe(false);
    expect(await second.allow('bob', 'send-message')).toBe(true);
  });

  it('keeps a counter no longer than its window', async () => {
    const limiter = createRedisEventRateLimiter(redis.client());
    await allowedOf(() => limiter.allow('alice', 'typing-start'), 3);

    const ttl = await redis.client().pttl(eventCounterKey('typing', 'alice'));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(SOCKET_EVENT_RULES.typing.windowMs);
  });
});
