import { Gauge, Histogram, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import type { StopTiming } from '../db/query-timing.js';

const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const ACQUIRE_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

const OPERATIONS = ['select', 'insert', 'update', 'delete', 'transaction', 'other'] as const;
type Operation = (typeof OPERATIONS)[number];
const TRANSACTION_WORDS = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release']);

/** A statement's kind from its first word: a handful of values, whatever the statement. */
function operationOf(sql: string): Operation {
  const word = /^\s*([A-Za-z]+)/u.exec(sql)?.[1]?.toLowerCase() ?? '';
  if (word === 'select' || word === 'insert' || word === 'update' || word === 'delete') return word;
  return TRANSACTION_WORDS.has(word) ? 'transaction' : 'other';
}

/**
 * Statement times at the driver, by kind; on PostgreSQL also the waits for a pooled connection and,
 * when scraped, the pool's connections and waiting requests (all 10 busy: requests queue).
 */
export function observeDatabase(database: DatabaseHandle, registry: Registry): StopTiming {
  const queries = new Histogram({
    name: 'teamhub_db_query_duration_seconds',
    help: 'Time of each database statement at the driver, by kind (on the embedded database, waits for earlier statements included).',
    labelNames: ['operation'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const byOperation = Object.fromEntries(OPERATIONS.map((name) => [name, queries.labels({ operation: name })]));
  const { poolStats } = database;
  const acquire = poolStats
    ? new Histogram({
        name: 'teamhub_db_pool_acquire_seconds',
        help: 'Time waited for a PostgreSQL pool connection.',
        buckets: ACQUIRE_BUCKETS,
        registers: [registry],
      })
    : undefined;
  if (poolStats) {
    new Gauge({
      name: 'teamhub_db_pool_connections',
      help: 'PostgreSQL pool connections, by state.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle } = poolStats();
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'in_use' }, total - idle);
      },
    });
    new Gauge({
      name: 'teamhub_db_pool_waiting_requests',
      help: 'Queries and transactions waiting for a PostgreSQL pool connection.',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
  return database.timeQueries({
    query: (sql, seconds) => byOperation[operationOf(sql)]?.observe(seconds),
    poolAcquired: (seconds) => acquire?.observe(seconds),
  });
}
