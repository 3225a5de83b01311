import { sql } from 'drizzle-orm';
import { createIntervalRunner, type IntervalRunner } from '../lib/interval-runner.js';
import type { Database } from './database.js';
import { rowsOf } from './sql-rows.js';

/** How often the embedded database's tables are looked at (PostgreSQL's autovacuum wakes every minute). */
export const PGLITE_UPKEEP_INTERVAL_MS = 5 * 60_000;

export interface TableUpkeep {
  table: string;
  vacuumed: boolean;
  analyzed: boolean;
}

/**
 * What PostgreSQL's autovacuum does, for PGlite, which has none (it runs PostgreSQL as a single
 * process, with no background workers). Without it nothing ever vacuums or analyzes the embedded
 * database: the planner works from the statistics of the day the tables were created (or none), dead
 * rows left by updates and deletes are never reclaimed, and a GIN index's pending list (the search's
 * indexes collect new entries there) is merged only when it overflows, read by every search meanwhile.
 *
 * Each table past autovacuum's default thresholds is vacuumed (dead rows over 50 + 20 % of its rows,
 * or rows inserted since the last vacuum over 1,000 + 20 %) and analyzed (rows changed since the
 * last analyze over 50 + 10 %), one table at a time, so each pause of the one connection is short.
 * Answers what was done.
 */
export async function upkeepPglite(db: Database): Promise<TableUpkeep[]> {
  // The counters are flushed to the shared statistics at most once a second; the next statement sees them.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS "table",
           (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
             OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) AS vacuum,
           (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)) AS analyze
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    ORDER BY s.relname`);
  const done: TableUpkeep[] = [];
  for (const { table, vacuum, analyze } of rowsOf<{ table: string; vacuum: boolean; analyze: boolean }>(result)) {
    if (!vacuum && !analyze) continue;
    // The name is the catalog's own, quoted by quote_ident.
    await db.execute(sql.raw(vacuum ? `VACUUM (ANALYZE ${analyze}) ${table}` : `ANALYZE ${table}`));
    done.push({ table, vacuumed: vacuum, analyzed: analyze });
  }
  return done;
}

/** upkeepPglite every `intervalMs`, from the server's start until it closes. */
export function createPgliteUpkeep(
  db: Database,
  onError: (error: unknown) => void,
  intervalMs: number = PGLITE_UPKEEP_INTERVAL_MS,
): IntervalRunner {
  return createIntervalRunner(() => upkeepPglite(db), intervalMs, onError);
}
