import type { Redis } from 'ioredis';

/**
 * Decides whether this process runs a periodic job (a sweep) now. Alone, it always does. With several
 * processes (Redis), the first to ask in each period takes it: a key set only if absent, kept for a
 * little less than the period and never released early, so the job runs once per period across the
 * processes however many ask, and a process that dies during a run leaves the next period to another.
 */
export type PeriodicRunGate = (job: string, periodMs: number) => Promise<boolean>;

export const runEveryTime: PeriodicRunGate = async () => true;

/** Some slack, so that the next period's timers (a little early on another process) find the key gone. */
const SLACK = 0.9;

export function createRedisRunGate(redis: Redis, nodeId: string): PeriodicRunGate {
  return async (job, periodMs) => {
    const answer = await redis.set(`periodic:${job}`, nodeId, 'PX', Math.max(1, Math.floor(periodMs * SLACK)), 'NX');
    return answer === 'OK';
  };
}
