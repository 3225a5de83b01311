import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-open.js';
import {
  POSTGRES_ERROR_FIELDS,
  type ThreadAnswer,
  type ThreadError,
  type ThreadRequest,
  type ThreadStart,
  READY,
} from './pglite-thread-protocol.js';

/**
 * The embedded database's own thread (started by pglite-thread.ts): PGlite and the database files it
 * opens live here, and each request from the server's thread is run as PGlite would run it there.
 */

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (pglite-thread.ts starts it)');
const port = parentPort;
const start = workerData as ThreadStart;

const db = await PGlite.create(start.directory, { startParams: start.startParams, extensions: pgliteExtensions });

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  /** The `end` request to answer once the transaction is over. */
  endId?: number;
}
const transactions = new Map<number, OpenTransaction>();
/** The callback's rejection that makes PGlite roll back; the `end` that asked for it is answered ok. */
const ROLL_BACK = Symbol('roll back');

const keepText = (value: string) => value;
const textParsers = (types: number[]) => Object.fromEntries(types.map((type) => [type, keepText]));

function errorOf(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const record = error as unknown as Record<string, unknown>;
  const fields: Record<string, string | undefined> = {};
  for (const field of POSTGRES_ERROR_FIELDS) {
    if (typeof record[field] === 'string') fields[field] = record[field];
  }
  return { message: error.message, name: error.name, fields };
}

const answer = (message: ThreadAnswer) => port.postMessage(message);
const fail = (id: number, error: unknown) => answer({ id, ok: false, error: errorOf(error) });

/** The transaction `tx`'s own connection, or the database when the statement belongs to none. */
function runnerOf(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.tx;
}

function begin(id: number) {
  db.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        transactions.set(id, { tx, finish: (commit) => (commit ? resolve() : reject(ROLL_BACK)) });
        answer({ id, ok: true });
      }),
  ).then(
    () => {
      const endId = transactions.get(id)?.endId;
      transactions.delete(id);
      if (endId !== undefined) answer({ id: endId, ok: true });
    },
    (error: unknown) => {
      const endId = transactions.get(id)?.endId;
      transactions.delete(id);
      if (endId === undefined) fail(id, error);
      else if (error === ROLL_BACK) answer({ id: endId, ok: true });
      else fail(endId, error);
    },
  );
}

async function handle(request: ThreadRequest) {
  switch (request.op) {
    case 'query': {
      const result: Results = await runnerOf(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: textParsers(request.textTypes),
        ...(request.paramTypes && { paramTypes: request.paramTypes }),
      });
      return answer({ id: request.id, ok: true, result });
    }
    case 'exec': {
      const result = await runnerOf(request.tx).exec(request.sql, {
        rowMode: request.rowMode,
        parsers: textParsers(request.textTypes),
      });
      return answer({ id: request.id, ok: true, result });
    }
    case 'begin':
      return begin(request.id);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`Transaction ${request.tx} is not open`);
      open.endId = request.id;
      return open.finish(request.commit);
    }
    case 'close':
      await db.close();
      answer({ id: request.id, ok: true });
      return port.close();
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).catch((error: unknown) => fail(request.id, error));
});
// Open: the server's thread sends nothing before this (an error opening ends the thread instead).
answer({ id: READY, ok: true });
