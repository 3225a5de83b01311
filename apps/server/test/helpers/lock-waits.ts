import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { rowsOf } from '../../src/db/sql-rows.js';

/** Resolves once some statement of this PostgreSQL database waits for a row lock. */
export async function someoneWaitsForALock(db: Database): Promise<void> {
  for (;;) {
    const rows = rowsOf<{ waiting: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`),
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
