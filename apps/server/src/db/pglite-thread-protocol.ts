import type { Results } from '@electric-sql/pglite';

/**
 * The messages between the server's thread and the embedded database's own thread (pglite-thread.ts,
 * pglite-worker.ts). Everything in them crosses by structured clone, so no function does: a query's
 * parsers stay on the server's thread, and the database thread returns those types' text.
 */
export type ThreadRequest = { id: number } & (
  | {
      op: 'query';
      /** The open transaction the statement belongs to (its `begin`'s id), or none. */
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Types returned as PostgreSQL's text, for the caller's own parsers. */
      textTypes: number[];
      paramTypes?: number[];
    }
  | { op: 'exec'; tx?: number; sql: string; rowMode?: 'array' | 'object'; textTypes: number[] }
  /** Opens a transaction, answered once it holds the database; its id is this request's. */
  | { op: 'begin' }
  /** Commits or rolls back transaction `tx`, answered once that is done. */
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
);

/** PostgreSQL's error fields, as PGlite's DatabaseError and node-postgres's carry them. */
export interface ThreadError {
  message: string;
  name: string;
  fields: Record<string, string | undefined>;
}

export type ThreadAnswer =
  { id: number; ok: true; result?: Results | Results[] } | { id: number; ok: false; error: ThreadError };

/** The id of the answer the database thread sends once, when its database is open. */
export const READY = 0;

/** What the database thread is started with. */
export interface ThreadStart {
  directory: string;
  startParams: string[];
}

/** The fields of a PostgreSQL error worth carrying across (errors.ts and the log read them). */
export const POSTGRES_ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;
