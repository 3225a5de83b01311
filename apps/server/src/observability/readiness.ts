import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.js';
import { migrationsApplied } from '../db/migration-state.js';

/** How long one check may take before it counts as failing: a hung database must not hang the probe. */
const CHECK_TIMEOUT_MS = 2_000;

/** `pending`: the database lacks a migration this build ships. */
export type CheckResult = 'ok' | 'failed' | 'timed out' | 'pending';

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, CheckResult>;
  /** Why each failed check failed, for the log only (the answer names the check, not the reason). */
  errors: Record<string, unknown>;
}

export interface ReadinessDeps {
  db: Database;
  /** REDIS_URL's connection; without it Redis is not checked. */
  redis?: Redis;
}

async function run(check: () => Promise<CheckResult>): Promise<{ result: CheckResult; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), CHECK_TIMEOUT_MS);
  });
  try {
    return { result: await Promise.race([check(), timeout]) };
  } catch (error) {
    return { result: 'failed', error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The checks /readyz runs, all at once: the database answers `SELECT 1`, it holds every migration this
 * build ships, and Redis (when configured) answers PING.
 */
export function createReadinessCheck({ db, redis }: ReadinessDeps): () => Promise<ReadinessReport> {
  const checks: Record<string, () => Promise<CheckResult>> = {
    database: async () => {
      await db.execute(sql`SELECT 1`);
      return 'ok';
    },
    migrations: async () => ((await migrationsApplied(db)) ? 'ok' : 'pending'),
    ...(redis ? { redis: async () => ((await redis.ping()) === 'PONG' ? 'ok' : 'failed') } : {}),
  };
  return async () => {
    const names = Object.keys(checks);
    const outcomes = await Promise.all(names.map((name) => run(checks[name] as () => Promise<CheckResult>)));
    const report: ReadinessReport = { ready: true, checks: {}, errors: {} };
    names.forEach((name, index) => {
      const { result, error } = outcomes[index] as { result: CheckResult; error?: unknown };
      report.checks[name] = result;
      if (result !== 'ok') report.ready = false;
      if (error !== undefined) report.errors[name] = error;
    });
    return report;
  };
}
