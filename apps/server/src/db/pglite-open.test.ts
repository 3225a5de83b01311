import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPgliteInMemory } from './pglite-open.js';

describe('the embedded database takes turns with the event loop', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await openPgliteInMemory();
  }, 120_000);
  afterAll(() => client.close());

  it('lets I/O callbacks run between the statements of requests in flight', async () => {
    // Ten requests of four statements each, one after the other, as a search sends them.
    let finished = 0;
    const requests = Array.from({ length: 10 }, async () => {
      for (let statement = 0; statement < 4; statement += 1) await client.query('SELECT 1');
      finished += 1;
    });
    // A callback of the loop's next turn, as a request read from a socket would be: without turns it
    // ran only once every request in flight had finished.
    const finishedAtNextTurn = new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    await Promise.all(requests);
    expect(await finishedAtNextTurn).toBe(0);
  });

  it('still answers each statement', async () => {
    const [one, two] = await Promise.all([
      client.query<{ n: number }>('SELECT 1 AS n'),
      client.query<{ n: number }>('SELECT $1::int AS n', [2]),
    ]);
    expect([one.rows[0]?.n, two.rows[0]?.n]).toEqual([1, 2]);
  });
});
