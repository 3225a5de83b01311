import { performance } from 'node:perf_hooks';
import type { Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { PgliteClient } from './pglite-thread.js';

/** What a timed database tells (observability/database-metrics.ts turns it into metrics). */
export interface QueryTimings {
  /** A statement answered, or failed, `seconds` after the driver was given it. */
  query(sql: string, seconds: number): void;
  /** PostgreSQL: a pooled connection was handed out `seconds` after it was asked for. */
  poolAcquired(seconds: number): void;
}

/** Undoes the timing: the driver's own methods are back. */
export type StopTiming = () => void;

const secondsSince = (started: number) => (performance.now() - started) / 1000;

type AnyFunction = (...args: unknown[]) => unknown;

/** The text of what pg's `query` was given: a string or a `{ text }` config. */
const sqlTextOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | undefined)?.text ?? '');

/**
 * `run` timed until it answers, whichever way it answers: through a callback as its last argument
 * (pg-pool's own `query` calls its client so), or a promise (Drizzle's calls). A submittable (a
 * cursor) answers neither way and goes untimed; the app uses none.
 */
function timedQuery(run: AnyFunction, timings: QueryTimings): AnyFunction {
  return function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => timings.query(sqlTextOf(args[0]), secondsSince(started));
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        done();
        return (callback as AnyFunction)(...answer);
      };
      return run.apply(this, args);
    }
    const result = run.apply(this, args);
    return result instanceof Promise ? result.finally(done) : result;
  };
}

/**
 * Times every statement sent through `pool` and every wait for one of its connections. Both go
 * through `pool.connect` (pg-pool's `query` calls it too), so that is where each client handed out
 * gets its `query` timed. The methods are set on the objects themselves, over their classes', so
 * stopping only has to delete them again.
 */
export function timePgPool(pool: pg.Pool, timings: QueryTimings): StopTiming {
  const timedClients = new Set<pg.PoolClient>();
  // The pool ends idle clients after 10 s and opens new ones under load: forget those it let go.
  const forget = (client: pg.PoolClient) => timedClients.delete(client);
  pool.on('remove', forget);
  const connect = pool.connect as AnyFunction;
  const timeClient = (client: pg.PoolClient) => {
    if (timedClients.has(client)) return;
    timedClients.add(client);
    client.query = timedQuery(client.query as AnyFunction, timings) as typeof client.query;
  };
  const handedOut = (started: number, client: pg.PoolClient) => {
    timings.poolAcquired(secondsSince(started));
    timeClient(client);
  };
  pool.connect = function (this: pg.Pool, callback?: AnyFunction) {
    const started = performance.now();
    if (callback) {
      return connect.call(this, (error: unknown, client: pg.PoolClient | undefined, release: unknown) => {
        if (!error && client) handedOut(started, client);
        return callback(error, client, release);
      });
    }
    return (connect.call(this) as Promise<pg.PoolClient>).then((client) => {
      handedOut(started, client);
      return client;
    });
  } as typeof pool.connect;
  return () => {
    pool.off('remove', forget);
    Reflect.deleteProperty(pool, 'connect');
    for (const client of timedClients) Reflect.deleteProperty(client, 'query');
    timedClients.clear();
  };
}

/**
 * Times every statement sent to the embedded database: `query` and `exec`, and the same two of each
 * transaction (a transaction hands its callback an object of its own, which Drizzle queries). PGlite
 * runs one statement at a time, so a statement's time includes its wait for the ones before it.
 */
export function timePglite(client: PgliteClient, timings: QueryTimings): StopTiming {
  const { query, exec, transaction } = client;
  const timeTransaction = (tx: Transaction) => {
    tx.query = timedQuery(tx.query as AnyFunction, timings) as typeof tx.query;
    tx.exec = timedQuery(tx.exec as AnyFunction, timings) as typeof tx.exec;
    return tx;
  };
  client.query = timedQuery(query as AnyFunction, timings) as typeof client.query;
  client.exec = timedQuery(exec as AnyFunction, timings) as typeof client.exec;
  client.transaction = function <T>(this: PgliteClient, callback: (tx: Transaction) => Promise<T>) {
    return transaction.call(this, (tx: Transaction) => callback(timeTransaction(tx))) as Promise<T>;
  };
  return () => {
    for (const method of ['query', 'exec', 'transaction']) Reflect.deleteProperty(client, method);
  };
}
