import { apiFailureSchema } from '@teamhub/contracts';
import type { FastifySchema, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

/** The error answers a route can give, each with `{ success: false, message }` (and `errors` on a 400). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'Invalid request: `errors` names the fields at fault.',
  401: 'No token, or an invalid or expired one.',
  403: 'Signed in, but not allowed to do this.',
  404: 'Not found, or not visible to the caller.',
  409: 'Conflicts with existing data (a name or email already taken).',
  410: 'Gone: the link expired, was used up or was revoked.',
  413: 'The upload is over its size limit.',
  429: 'Too many requests: try again later.',
  503: 'This server is not set up for it (no SMTP_URL for mail).',
};

/** The name of the bearer-token security scheme in the OpenAPI document (plugins/api-docs.ts). */
export const BEARER_SCHEME = 'bearerAuth';

export interface RouteDocs {
  summary: string;
  tag: string;
  description?: string;
  /** Needs `Authorization: Bearer <JWT>` (the default). */
  signedIn?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body: its file and text fields. */
  multipart?: z.ZodObject;
  /** The success status, 200 unless told. */
  status?: 200 | 201;
  /** `data` of the success envelope `{ success: true, data }`. */
  data?: z.ZodType;
  /** The success answer also carries a `message` in the reader's language. */
  withMessage?: boolean;
  /** An answer that is not the envelope (the feed's bare array). */
  bare?: z.ZodType;
  /** The answer is a stored file's bytes, of its own type: what they are. */
  fileAnswer?: string;
  /** The media type of `fileAnswer` when the route always sends one (a zip); any type unless told. */
  fileType?: string;
  /** The answer is a server-sent event stream (`text/event-stream`): what it carries, and one event's `data`. */
  eventStream?: { description: string; event: z.ZodType };
  /** An error answer with a body of its own (a superset of `{ success: false, message }`), instead of the usual one. */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
  /** Another success status the route may answer with the same shape (201 created / 200 existing). */
  alsoStatus?: 200 | 201;
  errors: ErrorStatus[];
}

function successAnswer(docs: RouteDocs): unknown {
  if (docs.fileAnswer) {
    const schema = { type: 'string', format: 'binary' };
    return { description: docs.fileAnswer, content: { [docs.fileType ?? 'application/octet-stream']: { schema } } };
  }
  if (docs.eventStream) {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(docs.eventStream.event, { io: 'output' });
    return { description: docs.eventStream.description, content: { 'text/event-stream': { schema } } };
  }
  if (docs.bare) return docs.bare.describe('Success');
  return z
    .object({
      success: z.literal(true),
      ...(docs.withMessage ? { message: z.string().describe("In the reader's language.") } : {}),
      data: docs.data ?? z.object({}),
    })
    .describe('Success');
}

/**
 * Route options that document a route from the contracts' zod schemas (plugins/api-docs.ts turns
 * them into the OpenAPI document). Documentation only: the handlers still parse with
 * lib/validation.ts, so the 400 answers keep their shape and language; the compilers below make
 * Fastify neither validate nor serialize with these schemas.
 */
export function documented(
  docs: RouteDocs,
): Pick<RouteShorthandOptions, 'schema' | 'validatorCompiler' | 'serializerCompiler'> {
  const success = successAnswer(docs);
  const response: Record<number, unknown> = { [docs.status ?? 200]: success };
  if (docs.alsoStatus) response[docs.alsoStatus] = success;
  const errors: ErrorStatus[] = docs.signedIn === false ? docs.errors : [401, ...docs.errors];
  for (const status of errors) {
    response[status] = (docs.errorBodies?.[status] ?? apiFailureSchema).describe(ERROR_MEANINGS[status]);
  }
  const schema: FastifySchema & Record<string, unknown> = {
    summary: docs.summary,
    tags: [docs.tag],
    ...(docs.description ? { description: docs.description } : {}),
    ...(docs.signedIn === false ? {} : { security: [{ [BEARER_SCHEME]: [] }] }),
    ...(docs.params ? { params: docs.params } : {}),
    ...(docs.query ? { querystring: docs.query } : {}),
    ...(docs.body ? { body: docs.body } : {}),
    // With a JSON body as well, the reference shows the multipart form and the description the JSON.
    ...(docs.multipart
      ? {
          body: docs.multipart,
          consumes: docs.body ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'],
        }
      : {}),
    response,
  };
  return {
    schema,
    validatorCompiler: () => () => true,
    serializerCompiler: () => (data) => JSON.stringify(data),
  };
}
