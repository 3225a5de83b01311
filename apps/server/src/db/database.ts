import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openPgliteDirectory, openPgliteInMemory } from './pglite-open.js';
import type { PgliteClient } from './pglite-thread.js';
import { timePgPool, timePglite, type QueryTimings, type StopTiming } from './query-timing.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Calls `listener` with the SQL of every statement sent from now on, until the returned function
   * is called. Tests use it to count the queries of a request (the feed must not do N+1).
   */
  onQuery: (listener: QueryListener) => () => void;
  /**
   * Times every statement at the driver (and, on PostgreSQL, every wait for a pooled connection) until
   * the returned function is called. Nothing is timed, and nothing wrapped, before it is called.
   */
  timeQueries: (timings: QueryTimings) => StopTiming;
  /** PostgreSQL: the pool's connections at this moment; undefined on the embedded database (no pool). */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries and transactions waiting for a connection: all 10 are in use. */
  waiting: number;
}

export type QueryListener = (sql: string, params: unknown[]) => void;

/** A Drizzle logger that tells the current listeners; with none it costs one empty loop per query. */
function queryObserver() {
  const listeners = new Set<QueryListener>();
  return {
    logger: {
      logQuery(query: string, params: unknown[]) {
        for (const listener of listeners) listener(query, params);
      },
    },
    onQuery(listener: QueryListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Committed SQL migrations, shipped beside the compiled code (dist/db → ../../drizzle). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; directory: string }
  /** `image`: a migratedPgliteImage() to start from. */
  | { kind: 'pglite-memory'; image?: Blob };

/** Any fixed number: the advisory lock that only one process at a time migrates under. */
const MIGRATION_LOCK = 7_231_905_001;

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock, so that several server processes starting at
 * once apply the migrations one after the other: the first applies them, the others find them applied.
 * The lock is held by a connection of its own and ends with it, even if this process dies meanwhile.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

/** `close`, safe to call again (a failed start and a shutdown may both close). */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Opens the database and applies every pending migration before returning it. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const observer = queryObserver();
    const db = drizzlePostgres(pool, { schema, logger: observer.logger });
    try {
      await migrateAlone(pool, () => migratePostgres(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: closeOnce(() => pool.end()),
      onQuery: observer.onQuery,
      timeQueries: (timings) => timePgPool(pool, timings),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const client =
    target.kind === 'pglite' ? await openMigratedThread(target.directory) : await openPgliteInMemory(target.image);
  const observer = queryObserver();
  // Drizzle calls only the client's query and transaction, which the database's thread offers too.
  const db = drizzlePglite(client as PGlite, { schema, logger: observer.logger });
  try {
    // A data folder's database is migrated already (openMigratedThread); the migrator finds nothing to do.
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: closeOnce(() => client.close()),
    onQuery: observer.onQuery,
    timeQueries: (timings) => timePglite(client, timings),
  };
}

/** How many migrations `client`'s database has recorded: none when it is new. */
async function recordedMigrations(client: PgliteClient): Promise<number> {
  try {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    return rows[0]?.count ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The data folder's database, migrated, on its own thread. Applying migrations (a new database's
 * every table and index, an upgrade's new indexes) grows PGlite's WebAssembly memory, which is never
 * given back while the instance lives: a first start idled 40–60 MiB above a restart. When anything
 * was applied, the thread that applied it is closed and the database opened again on a new one, so the
 * server keeps only what serving needs (docs/decisions.md, "The embedded database on its own thread").
 */
async function openMigratedThread(directory: string): Promise<PgliteClient> {
  const migrating = await openPgliteDirectory(directory);
  try {
    const before = await recordedMigrations(migrating);
    await migratePglite(drizzlePglite(migrating as unknown as PGlite, { schema }), { migrationsFolder });
    if ((await recordedMigrations(migrating)) === before) return migrating;
  } catch (error) {
    await migrating.close();
    throw error;
  }
  await migrating.close();
  return openPgliteDirectory(directory);
}

/**
 * An embedded database with every migration applied, as a tarball that `{ kind: 'pglite-memory', image }`
 * starts from without initdb or migrations. The integration suites open over a hundred databases; from
 * the image each opens in about a third of the time (docs/decisions.md, "The suite's time on two cores").
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await openPgliteInMemory();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
