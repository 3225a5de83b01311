import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * What the log may say about an error. Database errors carry people's data in their messages:
 * Drizzle puts the query's parameters into its message ("Failed query: … params: a@b.c,…") and
 * PostgreSQL quotes values ('Key (email)=(a@b.c) already exists', 'invalid input syntax for type
 * uuid: "…"'). For those only the SQLSTATE fields, the SQL text (placeholders, never values) and
 * the stack frames are kept.
 */
export interface SafeErrorLog {
  type: string;
  message: string;
  stack: string;
  database?: DatabaseErrorFields;
  /** The failed statement's SQL text, with $1… placeholders: never its parameters. */
  query?: string;
  [key: string]: unknown;
}

interface DatabaseErrorFields {
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  dataType?: string;
  routine?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 5;
const MAX_QUERY_LENGTH = 2000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The error and its causes, outermost first. */
function causeChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  for (let current = error; isObject(current) && chain.length < MAX_CAUSE_DEPTH; current = current.cause) {
    chain.push(current);
  }
  return chain;
}

/** A PostgreSQL error (node-postgres or PGlite) has a SQLSTATE code and a severity. */
const isPostgresError = (error: Record<string, unknown>) =>
  typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string';
/** Drizzle's query error: the SQL text and its parameters as properties, both also in its message. */
const isQueryError = (error: Record<string, unknown>) => typeof error.query === 'string' && 'params' in error;

/** "    at …" lines only: the first lines of a stack repeat the message. */
function stackFrames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function databaseFields(error: Record<string, unknown>): DatabaseErrorFields {
  const fields: DatabaseErrorFields = {
    code: text(error.code),
    severity: text(error.severity),
    constraint: text(error.constraint),
    table: text(error.table),
    column: text(error.column),
    dataType: text(error.dataType),
    routine: text(error.routine),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** Already serialized (the error handler serializes before the logger's serializer runs again). */
const isSerialized = (value: unknown): value is SafeErrorLog =>
  isObject(value) && !(value instanceof Error) && typeof value.type === 'string' && typeof value.message === 'string';

/**
 * The `err` of every log line. Database errors lose their messages (see SafeErrorLog); other
 * errors, written by our code or our libraries, keep message and stack as pino would log them.
 */
export function errorForLog(error: unknown): SafeErrorLog {
  if (isSerialized(error)) return error;
  const chain = causeChain(error);
  const queryError = chain.find(isQueryError);
  const postgresError = chain.find(isPostgresError);
  const outer = chain[0];
  if (!outer || (!queryError && !postgresError)) {
    if (error instanceof Error) return pino.stdSerializers.err(error);
    return { type: typeof error, message: String(error), stack: '' };
  }
  const code = text(postgresError?.code);
  const safe: SafeErrorLog = {
    type: typeof outer.name === 'string' ? outer.name : 'Error',
    message: `Database query failed${code ? ` (SQLSTATE ${code})` : ''}; parameters and values are not logged`,
    stack: stackFrames(outer.stack),
  };
  if (postgresError) safe.database = databaseFields(postgresError);
  const query = text(queryError?.query);
  if (query) safe.query = query.length > MAX_QUERY_LENGTH ? `${query.slice(0, MAX_QUERY_LENGTH)}…` : query;
  return safe;
}

const REDACTED = '[REDACTED]';
/** Query parameters that are credentials: `t` signs private file links for one reader. */
const SECRET_QUERY_PARAMETERS = ['t'];

/** A query parameter's name as the server reads it (`%74` is `t` too). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** The request URL with the values of secret query parameters replaced. */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) return pair;
      const name = pair.slice(0, separator);
      return SECRET_QUERY_PARAMETERS.includes(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** Fastify's own `req` serializer, with secret query parameters redacted from the URL. */
export function requestForLog(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: urlForLog(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
