import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from './database.js';
import { rowsOf } from './sql-rows.js';

interface Journal {
  entries: { when: number; tag: string }[];
}

let newestKnown: number | undefined;

/** The time stamp of the newest migration this build ships (drizzle/meta/_journal.json), read once. */
function newestShippedMigration(): number {
  if (newestKnown === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
    newestKnown = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestKnown;
}

/**
 * Whether the database holds every migration this build ships. Drizzle's migrator records each one
 * with its journal time stamp and applies those newer than the newest recorded, so the same test
 * holds here; a database migrated further by a newer process (during a rolling upgrade) passes too.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const rows = rowsOf<{ newest: string | number | null }>(
    await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`),
  );
  const newest = rows[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= newestShippedMigration();
}
