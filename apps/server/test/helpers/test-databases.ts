import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';

/** A database opened for one suite, with the teardown that removes it. */
export interface OpenedTestDatabase {
  handle: DatabaseHandle;
  teardown: () => Promise<void>;
}

/** One kind of database every integration suite runs against. */
export interface TestDatabaseTarget {
  name: string;
  open: () => Promise<OpenedTestDatabase>;
}

let pgliteImage: Promise<Blob> | undefined;

/** The run's migrated database (test/global-setup.ts), read once per test process. */
export function migratedImage(): Promise<Blob> {
  return (pgliteImage ??= readFile(inject('pgliteImagePath')).then((bytes) => new Blob([bytes])));
}

const pgliteMemory: TestDatabaseTarget = {
  name: 'PGlite (in memory)',
  async open() {
    const handle = await openDatabase({ kind: 'pglite-memory', image: await migratedImage() });
    return { handle, teardown: () => handle.close() };
  },
};

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to about 5 s) until no session is connected to database `name`. pg's Pool.end() resolves
 * before its clients' sockets have closed; dropping WITH (FORCE) at that moment terminates them,
 * and the client that receives that FATAL message raises an unhandled 'error' in the test run.
 */
export async function waitUntilDisconnected(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query<{ sessions: number }>(
        'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.sessions === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** A brand-new database on the server of `adminUrl`, dropped again (with its connections) on teardown. */
function postgresTarget(adminUrl: string): TestDatabaseTarget {
  return {
    name: 'PostgreSQL',
    async open() {
      // Only [0-9a-f_] in the name, so quoting it is enough to make it safe in SQL.
      const name = `teamhub_test_${randomBytes(8).toString('hex')}`;
      await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dropDatabase = () =>
        withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      let handle: DatabaseHandle;
      try {
        handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      } catch (error) {
        await dropDatabase();
        throw error;
      }
      return {
        handle,
        async teardown() {
          try {
            await handle.close();
            await waitUntilDisconnected(adminUrl, name);
          } finally {
            await dropDatabase();
          }
        },
      };
    },
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseTargets: readonly TestDatabaseTarget[] = postgresUrl
  ? [pgliteMemory, postgresTarget(postgresUrl)]
  : [pgliteMemory];

export const POSTGRES_SKIPPED_TITLE = 'PostgreSQL (skipped: TEST_DATABASE_URL is not set)';

let skipNoticePrinted = false;

const OPEN_TIMEOUT_MS = 180_000;

/** What a suite body receives: the open database (only valid inside hooks and tests) and its target. */
export interface DatabaseSuiteContext {
  target: TestDatabaseTarget;
  database: () => DatabaseHandle;
}

/**
 * Registers `describe(name)` with one nested suite per database target. Each nested suite opens its
 * own fresh database before its tests and tears it down after them. Without TEST_DATABASE_URL, a
 * skipped PostgreSQL suite is registered so the report shows what did not run.
 */
export function describeEachDatabase(name: string, fn: (context: DatabaseSuiteContext) => void): void {
  describe(name, () => {
    for (const target of testDatabaseTargets) {
      describe(target.name, () => {
        let opened: OpenedTestDatabase | undefined;
        // Opening runs every migration: on a busy 2-core machine with every worker doing the same,
        // PGlite's took over a minute. A limit, not a wait: a quick open returns at once.
        beforeAll(async () => {
          opened = await target.open();
        }, OPEN_TIMEOUT_MS);
        afterAll(async () => {
          await opened?.teardown();
          opened = undefined;
        });
        fn({
          target,
          database: () => {
            if (!opened) throw new Error(`The ${target.name} test database is not open (use it inside hooks or tests)`);
            return opened.handle;
          },
        });
      });
    }
    if (!postgresUrl) {
      if (!skipNoticePrinted) {
        skipNoticePrinted = true;
        console.warn(`[server tests] ${POSTGRES_SKIPPED_TITLE}: the PostgreSQL suites were skipped.`);
      }
      describe.skipIf(true)(POSTGRES_SKIPPED_TITLE, () => {
        fn({
          target: { name: 'PostgreSQL', open: () => Promise.reject(new Error('TEST_DATABASE_URL is not set')) },
          database: () => {
            throw new Error('TEST_DATABASE_URL is not set');
          },
        });
      });
    }
  });
}
