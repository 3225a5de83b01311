import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { defineScript } from '../../cluster/redis-script.js';
import type { QuestionRateLimiter } from './question-rate-limiter.js';

/**
 * KEYS: the user's questions (a sorted set: one member per counted question, scored by its time).
 * ARGV: now (ms), window (ms), max, a member for this question. Answers 0 when the question is
 * counted, otherwise how long until the oldest counted one leaves the window (at least 1 ms). In
 * one step, so questions asked at once through several processes cannot pass the limit together.
 */
const TAKE_QUESTION = `
  local now, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
  if redis.call('ZCARD', KEYS[1]) >= max then
    local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
    local oldestAt = tonumber(oldest[2]) or now
    return math.max(1, oldestAt + window - now)
  end
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0`;

const questionsKey = (userId: string) => `assistant:questions:${userId}`;

/**
 * The same sliding window as createMemoryRateLimiter, kept in Redis so that a user's questions count
 * together whichever server process answers them. Times are the `now` given (the service's clock),
 * not Redis's; a user's set expires one window after their last counted question.
 */
export function createRedisRateLimiter(redis: Redis, limit: { max: number; windowMs: number }): QuestionRateLimiter {
  const takeQuestion = defineScript<number>(redis, 'assistantTakeQuestion', TAKE_QUESTION, 1);
  return {
    async take(userId, now) {
      const at = now.getTime();
      const retryAfterMs = await takeQuestion(
        [questionsKey(userId)],
        [at, limit.windowMs, limit.max, `${at}:${randomUUID()}`],
      );
      return retryAfterMs === 0 ? { allowed: true } : { allowed: false, retryAfterMs };
    },
  };
}
