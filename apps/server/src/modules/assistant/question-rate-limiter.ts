/** The answer of a rate limiter: go ahead, or wait this long. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Our own per-user limit on questions (LIMITS.assistant.rateLimitMax per rateLimitWindowMs). An
 * interface so that a later shared store (Redis, for several server processes) can take the place of
 * the in-memory one without the service changing.
 */
export interface QuestionRateLimiter {
  /** Counts a question by `userId` at `now`, unless the limit is reached. */
  take: (userId: string, now: Date) => Promise<RateDecision>;
}

/** Forgotten users are swept out of memory when this many are remembered. */
const SWEEP_ABOVE_USERS = 10_000;

/**
 * A sliding window kept in this process's memory: the times of each user's questions within the
 * window. A question refused is not counted. Good for one server process; several need a shared store.
 */
export function createMemoryRateLimiter(limit: { max: number; windowMs: number }): QuestionRateLimiter {
  const asked = new Map<string, number[]>();
  const recent = (times: number[] | undefined, at: number) => (times ?? []).filter((t) => at - t < limit.windowMs);
  const sweep = (at: number) => {
    for (const [userId, times] of asked) {
      const kept = recent(times, at);
      if (kept.length === 0) asked.delete(userId);
      else asked.set(userId, kept);
    }
  };
  return {
    async take(userId, now) {
      const at = now.getTime();
      if (asked.size > SWEEP_ABOVE_USERS) sweep(at);
      const times = recent(asked.get(userId), at);
      if (times.length >= limit.max) {
        asked.set(userId, times);
        const oldest = times[0] ?? at;
        return { allowed: false, retryAfterMs: Math.max(1, oldest + limit.windowMs - at) };
      }
      times.push(at);
      asked.set(userId, times);
      return { allowed: true };
    },
  };
}
