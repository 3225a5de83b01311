import { describe, expect, it } from 'vitest';
import { SOCKET_EVENT_RULES, createEventRateLimiter } from './event-rate-limiter.js';

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const allowedOf = (allow: () => boolean, times: number) => Array.from({ length: times }, allow).filter(Boolean).length;

describe('createEventRateLimiter', () => {
  it('allows send-message up to its limit in one window, then refuses until the next window', () => {
    const clock = manualClock();
    const limiter = createEventRateLimiter(SOCKET_EVENT_RULES, clock.now);
    const { limit, windowMs } = SOCKET_EVENT_RULES['send-message'];

    expect(allowedOf(() => limiter.allow('alice', 'send-message'), limit + 5)).toBe(limit);
    clock.advance(windowMs - 1);
    expect(limiter.allow('alice', 'send-message')).toBe(false);
    clock.advance(1);
    expect(allowedOf(() => limiter.allow('alice', 'send-message'), limit + 1)).toBe(limit);
  });

  it('counts each user, and each kind of event, on its own', () => {
    const limiter = createEventRateLimiter(SOCKET_EVENT_RULES, manualClock().now);
    const { limit } = SOCKET_EVENT_RULES['send-message'];
    allowedOf(() => limiter.allow('alice', 'send-message'), limit);

    expect(limiter.allow('alice', 'send-message')).toBe(false);
    expect(limiter.allow('bob', 'send-message')).toBe(true);
    expect(limiter.allow('alice', 'typing-start')).toBe(true);
    expect(limiter.allow('alice', 'join-conversation')).toBe(true);
  });

  it('shares one count between the events of one kind (typing-start and typing-stop)', () => {
    const rules = { ...SOCKET_EVENT_RULES, typing: { limit: 4, windowMs: 1_000 } };
    const limiter = createEventRateLimiter(rules, manualClock().now);
    const events = ['typing-start', 'typing-stop', 'typing-start', 'typing-stop', 'typing-start'];

    expect(events.map((event) => limiter.allow('alice', event))).toEqual([true, true, true, true, false]);
  });

  it('limits unknown event names with the catch-all rule, even names of Object.prototype', () => {
    const rules = { ...SOCKET_EVENT_RULES, other: { limit: 2, windowMs: 1_000 } };
    const limiter = createEventRateLimiter(rules, manualClock().now);

    expect(['constructor', '__proto__', 'anything'].map((event) => limiter.allow('alice', event))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('lets a movie room voice call connect: bursts of ICE candidates with four peers, speaking changes while talking', () => {
    const limiter = createEventRateLimiter(SOCKET_EVENT_RULES, manualClock().now);
    // Joining voice with four others in it: an offer and 30 candidates to each, their answers back.
    expect(allowedOf(() => limiter.allow('alice', 'sending-signal'), 4 * 31)).toBe(4 * 31);
    expect(allowedOf(() => limiter.allow('alice', 'returning-signal'), 4 * 31)).toBe(4 * 31);
    // Talking for ten seconds: a change about every 100 ms.
    expect(allowedOf(() => limiter.allow('alice', 'speaking-state'), 100)).toBe(100);
    // The signals did not use up anything else.
    expect(limiter.allow('alice', 'playback-control')).toBe(true);
  });

  it('limits the movie room chat like send-message, sharing its count', () => {
    const limiter = createEventRateLimiter(SOCKET_EVENT_RULES, manualClock().now);
    const { limit } = SOCKET_EVENT_RULES['send-message'];
    expect(allowedOf(() => limiter.allow('alice', 'chat-message'), limit + 3)).toBe(limit);
    expect(limiter.allow('alice', 'send-message')).toBe(false);
  });
});
