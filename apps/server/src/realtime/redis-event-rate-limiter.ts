import type { Redis } from 'ioredis';
import { defineScript } from '../cluster/redis-script.js';
import { ruleOf, SOCKET_EVENT_RULES, type EventRateLimiter, type SocketEventRules } from './event-rate-limiter.js';

/**
 * KEYS: the rule's counter for the user. ARGV: window (ms). The first event of a window starts the
 * counter and its expiry in one step, so a counter never outlives its window.
 */
const COUNT_EVENT = `
  local count = redis.call('INCR', KEYS[1])
  if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return count`;

/** The counter of one rule for one user, for the window that is running. */
export const eventCounterKey = (ruleName: string, userId: string) => `event-rate:${ruleName}:${userId}`;

/**
 * The same fixed windows as createEventRateLimiter, counted in Redis: a user's events count
 * together whichever server process their sockets are connected to. A window starts at the user's
 * first event of a kind and ends when its counter expires.
 */
export function createRedisEventRateLimiter(
  redis: Redis,
  rules: SocketEventRules = SOCKET_EVENT_RULES,
): EventRateLimiter {
  const countEvent = defineScript<number>(redis, 'socketEventCount', COUNT_EVENT, 1);
  return {
    async allow(userId, event) {
      const { name, rule } = ruleOf(rules, event);
      return (await countEvent([eventCounterKey(name, userId)], [rule.windowMs])) <= rule.limit;
    },
  };
}
