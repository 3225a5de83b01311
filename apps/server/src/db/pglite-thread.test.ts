import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { uniqueViolationConstraint } from './errors.js';
import { rowsOf } from './sql-rows.js';

describe("the embedded database on its own thread (a data folder's, as the server opens it)", () => {
  let folder: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'teamhub-pglite-thread-'));
    handle = await openDatabase({ kind: 'pglite', directory: path.join(folder, 'db') });
    await handle.db.execute(sql`CREATE TABLE thread_notes (
      id serial PRIMARY KEY, title text UNIQUE NOT NULL, at timestamptz NOT NULL DEFAULT now(), body bytea)`);
  });

  afterAll(async () => {
    await handle?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is migrated, and answers as PGlite does on the calling thread: timestamps as text, bytes as bytes', async () => {
    const migrated = await handle.db.execute(sql`SELECT count(*)::int AS n FROM users`);
    expect(rowsOf<{ n: number }>(migrated)[0]?.n).toBe(0);
    await handle.db.execute(
      sql`INSERT INTO thread_notes (title, at, body) VALUES ('a', '2026-11-29T10:00:00Z', ${new Uint8Array([1, 2, 255])})`,
    );
    const [row] = rowsOf<{ title: string; at: unknown; body: unknown }>(
      await handle.db.execute(sql`SELECT title, at, body FROM thread_notes WHERE title = 'a'`),
    );
    // Drizzle's parsers keep timestamps as PostgreSQL's text; they ran on this thread.
    expect(typeof row?.at).toBe('string');
    expect(new Date(String(row?.at)).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(Array.from(row?.body as Uint8Array)).toEqual([1, 2, 255]);
  });

  it('commits a transaction whole, rolls a failed one back whole, and keeps the error PostgreSQL gave', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_notes (title) VALUES ('b1')`);
      await tx.execute(sql`INSERT INTO thread_notes (title) VALUES ('b2')`);
    });
    const failed = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_notes (title) VALUES ('c1')`);
        await tx.execute(sql`INSERT INTO thread_notes (title) VALUES ('b1')`);
      })
      .catch((error: unknown) => error);
    expect(uniqueViolationConstraint(failed)).toBe('thread_notes_title_key');
    const titles = rowsOf<{ title: string }>(
      await handle.db.execute(
        sql`SELECT title FROM thread_notes WHERE title LIKE 'b%' OR title LIKE 'c%' ORDER BY title`,
      ),
    );
    expect(titles.map((row) => row.title)).toEqual(['b1', 'b2']);
  });

  it('makes a statement from outside a transaction wait for it to end, as PGlite does', async () => {
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_notes (title) VALUES ('d1')`);
      outside = handle.db.execute(sql`SELECT count(*)::int AS n FROM thread_notes WHERE title = 'd1'`);
      // Whatever the outside statement does meanwhile, the transaction's own go on.
      await tx.execute(sql`INSERT INTO thread_notes (title) VALUES ('d2')`);
    });
    expect(rowsOf<{ n: number }>(await outside)[0]?.n).toBe(1);
  });

  it("leaves the server's thread free while a statement runs", async () => {
    let turns = 0;
    let done = false;
    const statement = handle.db
      .execute(sql`SELECT count(*) FROM generate_series(1, 300000) i WHERE md5(i::text) LIKE '%abc%'`)
      .finally(() => {
        done = true;
      });
    while (!done) {
      await nextTurn();
      turns += 1;
    }
    await statement;
    // On the calling thread PGlite would have held it for the whole statement: no turn at all.
    expect(turns).toBeGreaterThan(3);
  });

  it('says the database is closed, once it is (the last test: the others share the database)', async () => {
    await handle.close();
    const failed = await handle.db.execute(sql`SELECT 1`).catch((error: unknown) => error);
    expect((failed as Error).cause).toMatchObject({ message: 'The embedded database is closed' });
  });
});
