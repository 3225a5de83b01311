import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PgliteThread } from './pglite-thread.js';

/**
 * PostgreSQL's default shared_buffers (128 MB) is allocated inside PGlite's WASM heap and zeroed when
 * the database starts, so all of it counts in the process's resident memory from the first second,
 * whether or not a page is ever cached there. A new or small team's database gets 16 MB, which holds
 * its working set; a page that is not in it is read from the operating system's file cache (PGlite's
 * files are ordinary files), at the cost of a copy rather than a disk access. A team with a long
 * history gets more (sharedBuffersFor), as its searches read more pages. See docs/decisions.md,
 * "Idle memory on PGlite" and "Search speed, fourth pass".
 */
export const PGLITE_SHARED_BUFFERS_MB = { least: 16, most: 64 } as const;

const MB = 1024 * 1024;

/**
 * shared_buffers for a database whose tables and indexes take `bytes`: an eighth of that, from 16 to
 * 64 MB. The search benchmark's year of a 200-person team (307 MB) re-read 2,800 pages from the file
 * cache for one question at 16 MB and none at 32.
 */
export function sharedBuffersFor(bytes: number): string {
  const { least, most } = PGLITE_SHARED_BUFFERS_MB;
  return `${Math.min(most, Math.max(least, Math.round(bytes / 8 / MB)))}MB`;
}

/**
 * The bytes of a database folder's tables and indexes: the files of `base/<database>/` (not the
 * write-ahead log, which is recycled).
 */
export function relationBytes(directory: string): number {
  const base = path.join(directory, 'base');
  if (!existsSync(base)) return 0;
  let total = 0;
  for (const database of readdirSync(base, { withFileTypes: true })) {
    if (!database.isDirectory()) continue;
    const folder = path.join(base, database.name);
    for (const file of readdirSync(folder, { withFileTypes: true })) {
      if (file.isFile()) total += statSync(path.join(folder, file.name)).size;
    }
  }
  return total;
}

const startParams = (sharedBuffers: string) => [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];

/** The contrib extensions the migrations create (search: accents off, trigram similarity). */
export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * Makes each statement of `client` (PGlite in memory, on this thread: the tests' databases) wait for
 * the event loop's next turn before it queues. PGlite runs a statement on the thread that calls it and hands its lock to the next waiting one in a promise callback, so while
 * statements are queued the event loop never reaches its I/O phase: no request is read, no compressed
 * answer is sent, and requests that need a turn of the loop between two statements fall behind every
 * request that does not, again and again (a search's p99 was six times its median at 20 connections,
 * docs/decisions.md, "PGlite takes turns"). Waiting one turn first lets the loop run between
 * statements; a transaction's own statements (through its `tx`) are not delayed.
 */
export function takingTurns(client: PGlite): PGlite {
  const query = client.query.bind(client);
  client.query = async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  };
  return client;
}

/**
 * The embedded database in memory (tests): created by initdb, or started from `image`, a tarball of one
 * (PGlite's dumpDataDir), which skips initdb.
 */
export async function openPgliteInMemory(image?: Blob): Promise<PGlite> {
  const sharedBuffers = `${PGLITE_SHARED_BUFFERS_MB.least}MB`;
  return takingTurns(
    await PGlite.create({
      startParams: startParams(sharedBuffers),
      extensions: pgliteExtensions,
      ...(image && { loadDataDir: image }),
    }),
  );
}

/**
 * The embedded database in `directory`, on a thread of its own (pglite-thread.ts), created first when
 * the folder holds none. PGlite creates a
 * database by running initdb in a second PGlite instance of its own; the WASM heaps of that instance
 * (and a copy of one) stay in the process's memory after it is closed, about 450 MB that the server
 * would keep for its whole life. A short-lived child process creates the files instead, and its
 * memory goes back to the system when it exits; this process then opens them as on any restart.
 */
export async function openPgliteDirectory(directory: string): Promise<PgliteThread> {
  // PGlite does not create parent folders itself.
  mkdirSync(path.dirname(directory), { recursive: true });
  if (!existsSync(path.join(directory, 'PG_VERSION'))) await createDatabaseApart(directory);
  const sharedBuffers = sharedBuffersFor(relationBytes(directory));
  return PgliteThread.open({ directory, startParams: startParams(sharedBuffers) });
}

/** The child's whole program: create the database in argv[2] with PGlite (entry point argv[1]), close it. */
const CREATE_DATABASE = `require(process.argv[1]).PGlite.create(process.argv[2]).then((db) => db.close())`;

async function createDatabaseApart(directory: string) {
  // PGlite's CommonJS entry, resolved here so the child loads the very copy this process uses.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  try {
    await promisify(execFile)(process.execPath, ['-e', CREATE_DATABASE, pgliteEntry, path.resolve(directory)]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${directory}${stderr ? `: ${stderr}` : ''}`, {
      cause: error,
    });
  }
}
