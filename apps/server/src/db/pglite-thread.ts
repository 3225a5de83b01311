import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  READY,
  type ThreadAnswer,
  type ThreadError,
  type ThreadRequest,
  type ThreadStart,
} from './pglite-thread-protocol.js';

/** What the server asks of the embedded database, on this thread or its own: PGlite's own methods. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

/** What a request is, less the id the thread gives it. */
type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/** A PostgreSQL error from the database thread, with the fields PGlite's DatabaseError has. */
function errorFrom({ message, name, fields }: ThreadError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/** Each field of a type the caller has a parser for, parsed here from the text the thread returned. */
function parse<T>(result: Results<T>, parsers: QueryOptions['parsers'], rowMode: QueryOptions['rowMode']) {
  if (!parsers) return result;
  result.fields.forEach((field, index) => {
    const parser = parsers[field.dataTypeID];
    if (!parser) return;
    for (const row of result.rows as unknown as Record<string | number, unknown>[]) {
      const key = rowMode === 'array' ? index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parser(value);
    }
  });
  return result;
}

function unsupported(options: QueryOptions | undefined) {
  for (const option of ['serializers', 'blob', 'onNotice'] as const) {
    if (options?.[option] !== undefined) throw new Error(`The embedded database's thread does not take ${option}`);
  }
}

/**
 * The thread's JavaScript keeps little alive (a statement's rows, until they are sent): a young
 * generation of 4 MB rather than V8's default, which grows to tens of MB, for scavenges of a few
 * hundred kilobytes (measured alone, the thread idled 20–30 MiB lower; docs/decisions.md, "The
 * embedded database on its own thread").
 */
const THREAD_LIMITS = { maxYoungGenerationSizeMb: 4 };

/** A worker's program that loads TypeScript `file` through tsx (a development dependency). */
function loadThroughTsx(file: URL): string {
  return `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(file.href)}))`;
}

/**
 * The embedded database on a thread of its own. PGlite runs PostgreSQL's WebAssembly on the thread
 * that calls it; there, every statement's time was time the server's thread could not read requests,
 * answer them or run the JavaScript around the statements, and the server used one of the machine's
 * cores however busy it was (docs/decisions.md, "The embedded database on its own thread"). Here
 * PGlite runs in a worker thread (pglite-worker.ts), and this object offers the server PGlite's own
 * `query`, `exec` and `transaction`, which Drizzle calls, by messages to it. A transaction holds the
 * database there as it would here: other statements wait for it to end.
 */
export class PgliteThread implements PgliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (answer: ThreadAnswer) => void; reject: (error: Error) => void }>();
  #nextId = READY + 1;
  /** Why the thread can take no more requests (it stopped, or was closed), once it cannot. */
  #stopped?: Error;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: ThreadAnswer) => {
      const waiting = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      waiting?.resolve(answer);
    });
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const waiting of this.#pending.values()) waiting.reject(this.#stopped);
      this.#pending.clear();
    };
    worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stop(new Error(`The embedded database's thread ended (exit code ${code})`)));
  }

  /** Starts the thread and opens the database in `start.directory`; answers once it is open. */
  static async open(start: ThreadStart): Promise<PgliteThread> {
    const options = { workerData: start, resourceLimits: THREAD_LIMITS };
    const worker = import.meta.url.endsWith('.ts')
      ? // Run from the TypeScript sources (tests, `npm run dev`): the worker's file is TypeScript too.
        new Worker(loadThroughTsx(new URL('./pglite-worker.ts', import.meta.url)), { ...options, eval: true })
      : new Worker(new URL('./pglite-worker.js', import.meta.url), options);
    const thread = new PgliteThread(worker);
    try {
      await new Promise<ThreadAnswer>((resolve, reject) => thread.#pending.set(READY, { resolve, reject }));
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  #call(request: Request): Promise<Results | Results[] | undefined> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<ThreadAnswer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as ThreadRequest);
    }).then((answer) => {
      if (!answer.ok) throw errorFrom(answer.error);
      return answer.result;
    });
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    unsupported(options);
    const result = (await this.#call({
      op: 'query',
      tx,
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: Object.keys(options?.parsers ?? {}).map(Number),
      paramTypes: options?.paramTypes,
    })) as Results<T>;
    return parse(result, options?.parsers, options?.rowMode);
  }

  async #exec(tx: number | undefined, sql: string, options?: QueryOptions) {
    unsupported(options);
    const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
    const results = (await this.#call({ op: 'exec', tx, sql, rowMode: options?.rowMode, textTypes })) as Results[];
    return results.map((result) => parse(result, options?.parsers, options?.rowMode));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // The transaction's id is its `begin`'s, the id #call gives next.
    const id = this.#nextId;
    await this.#call({ op: 'begin' });
    let closed = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(id, sql, params, options),
      exec: (sql: string, options?: QueryOptions) => this.#exec(id, sql, options),
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx as unknown as Transaction);
      await this.#call({ op: 'end', tx: id, commit: true });
      return result;
    } catch (error) {
      // The thread rolls back; a failure to (the thread gone) adds nothing to the caller's error.
      await this.#call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    } finally {
      closed = true;
    }
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#call({ op: 'close' });
    this.#stopped = new Error('The embedded database is closed');
    await this.#worker.terminate();
  }
}
