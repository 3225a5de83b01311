import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { rowsOf } from './sql-rows.js';
import { upkeepPglite } from './pglite-upkeep.js';

describe('upkeep of the embedded database (its autovacuum)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite-memory' });
    await handle.db.execute(sql`CREATE TABLE upkeep_probe (id int PRIMARY KEY, note text)`);
    // Analyzed and vacuumed once, empty: the counters start from here.
    await upkeepPglite(handle.db);
  }, 120_000);
  afterAll(() => handle.close());

  const probe = async () => {
    const result = await handle.db.execute(sql`
      SELECT last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed, n_dead_tup AS dead
      FROM pg_stat_user_tables WHERE relname = 'upkeep_probe'`);
    return rowsOf<{ vacuumed: boolean; analyzed: boolean; dead: number }>(result)[0];
  };

  it('vacuums and analyzes a table once enough of it changed, and leaves it alone after', async () => {
    await handle.db.execute(sql`INSERT INTO upkeep_probe SELECT g, 'a' FROM generate_series(1, 3000) g`);
    await handle.db.execute(sql`UPDATE upkeep_probe SET note = 'b' WHERE id <= 1500`);

    const done = await upkeepPglite(handle.db);
    expect(done).toContainEqual({ table: 'public.upkeep_probe', vacuumed: true, analyzed: true });
    expect(await probe()).toMatchObject({ vacuumed: true, analyzed: true, dead: 0 });
    // The planner now knows the table's size.
    const [size] = rowsOf<{ rows: number }>(
      await handle.db.execute(sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'upkeep_probe'`),
    );
    expect(size?.rows).toBe(3000);

    expect((await upkeepPglite(handle.db)).map((entry) => entry.table)).not.toContain('public.upkeep_probe');
  });

  it('only analyzes a table whose changes are too few to vacuum for', async () => {
    await handle.db.execute(sql`UPDATE upkeep_probe SET note = 'c' WHERE id <= 400`);
    const done = await upkeepPglite(handle.db);
    expect(done).toContainEqual({ table: 'public.upkeep_probe', vacuumed: false, analyzed: true });
  });
});
