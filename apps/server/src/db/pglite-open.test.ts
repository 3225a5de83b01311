import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPgliteInMemory, relationBytes, sharedBuffersFor } from './pglite-open.js';

const MB = 1024 * 1024;

describe("the embedded database's buffers follow its size", () => {
  it('gives a small database 16 MB, a larger one an eighth of its size, and never more than 64 MB', () => {
    expect(sharedBuffersFor(0)).toBe('16MB');
    expect(sharedBuffersFor(100 * MB)).toBe('16MB');
    expect(sharedBuffersFor(307 * MB)).toBe('38MB');
    expect(sharedBuffersFor(512 * MB)).toBe('64MB');
    expect(sharedBuffersFor(20_000 * MB)).toBe('64MB');
  });

  it("counts the tables' and indexes' files, not the write-ahead log", () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'teamhub-pglite-size-'));
    try {
      expect(relationBytes(directory)).toBe(0);
      for (const [folder, file, bytes] of [
        ['base/1', '1259', 3 * MB],
        ['base/5', '16384', 200 * MB],
        ['base/5', '16384.1', 40 * MB],
        ['pg_wal', '000000010000000000000001', 16 * MB],
      ] as const) {
        mkdirSync(path.join(directory, folder), { recursive: true });
        const at = path.join(directory, folder, file);
        writeFileSync(at, '');
        // Sparse: the size is what counts, and nothing is written.
        truncateSync(at, bytes);
      }
      expect(relationBytes(directory)).toBe(243 * MB);
      expect(sharedBuffersFor(relationBytes(directory))).toBe('30MB');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

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
