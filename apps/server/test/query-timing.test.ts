import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { timePgPool, timePglite, type QueryTimings } from '../src/db/query-timing.js';
import { POSTGRES_SKIPPED_TITLE } from './helpers/test-databases.js';

/** Timings that keep what they are told. */
function recorder() {
  const queries: { sql: string; seconds: number }[] = [];
  const acquired: number[] = [];
  const timings: QueryTimings = {
    query: (sql, seconds) => queries.push({ sql, seconds }),
    poolAcquired: (seconds) => acquired.push(seconds),
  };
  return { queries, acquired, timings, sqls: () => queries.map(({ sql }) => sql) };
}

describe('timing statements at the driver: PGlite', () => {
  it('times query, exec and a transaction’s statements, failures too, until stopped', async () => {
    const client = await PGlite.create();
    try {
      const timed = recorder();
      const stop = timePglite(client, timed.timings);
      await client.query('SELECT 1 AS one');
      await client.exec('SELECT 2');
      await client.transaction(async (tx) => {
        await tx.query('SELECT 3');
        await tx.exec('SELECT 4');
      });
      await expect(client.query('SELECT no_such_column')).rejects.toThrow();
      expect(timed.sqls()).toEqual(['SELECT 1 AS one', 'SELECT 2', 'SELECT 3', 'SELECT 4', 'SELECT no_such_column']);
      for (const { seconds } of timed.queries) expect(seconds).toBeGreaterThanOrEqual(0);

      stop();
      await client.query('SELECT 5');
      await client.transaction(async (tx) => tx.query('SELECT 6'));
      expect(timed.queries).toHaveLength(5);
      expect(Object.hasOwn(client, 'query')).toBe(false);
    } finally {
      await client.close();
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!postgresUrl)(
  `timing statements at the driver: ${postgresUrl ? 'PostgreSQL' : POSTGRES_SKIPPED_TITLE}`,
  () => {
    it('times pool.query (promise and callback), a checked-out client, and every wait for a connection', async () => {
      const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
      try {
        const timed = recorder();
        const stop = timePgPool(pool, timed.timings);
        await pool.query('SELECT 1');
        await new Promise((resolve, reject) => {
          pool.query('SELECT 2', (error: Error | undefined) => (error ? reject(error) : resolve(undefined)));
        });
        const held = await pool.connect();
        // The pool's one connection is held: this waits for it.
        const waiting = pool.query('SELECT 3');
        await vi.waitFor(() => expect(pool.waitingCount).toBe(1));
        await held.query({ text: 'SELECT 4' });
        await expect(held.query('SELECT no_such_column')).rejects.toThrow();
        held.release();
        await waiting;
        expect(timed.sqls()).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 4', 'SELECT no_such_column', 'SELECT 3']);
        expect(timed.acquired).toHaveLength(4);
        // The wait lasted at least the held connection's two round trips.
        const heldFor = (timed.queries[2]?.seconds ?? 0) + (timed.queries[3]?.seconds ?? 0);
        expect(timed.acquired[3]).toBeGreaterThanOrEqual(heldFor);

        stop();
        await pool.query('SELECT 5');
        expect(timed.queries).toHaveLength(5);
        expect(timed.acquired).toHaveLength(4);
        expect(Object.hasOwn(pool, 'connect')).toBe(false);
      } finally {
        await pool.end();
      }
    });
  },
);
