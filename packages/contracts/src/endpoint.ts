import type { z } from 'zod';
import type { ApiSuccess } from './api.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /api/path/:param`: an endpoint's name in the table, as written in the specification. */
export type EndpointKey = `${HttpMethod} /api/${string}`;

/**
 * One endpoint's request and answer, as zod schemas. The server registers, validates and documents the
 * route from it (apps/server/src/lib/api-route.ts); the web's typed client (apps/web/src/lib/api.ts)
 * checks its calls against it. Descriptions and error lists stay beside the server's route. Path
 * parameters come from the key (`:id`): plain strings unless `params` tells more, checked by the services
 * (an unknown id is a 404).
 */
export interface Endpoint {
  /**
   * The path parameters' schemas, where they have a format of their own for the reference (the
   * assistant's conversation ids); the services still check them. Plain strings from the key unless told.
   */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body: its file and text fields (the web sends a FormData). With `body` too, the
   * route takes either (task attachments: a file, or a document's id as JSON).
   */
  multipart?: z.ZodObject;
  /** The success status, 200 unless told. */
  status?: 200 | 201;
  /** Another success status the route may answer with the same shape (201 created / 200 existing). */
  alsoStatus?: 200 | 201;
  /** `data` of the success envelope `{ success: true, data }`. */
  data?: z.ZodType;
  /** The success answer also carries a `message` in the reader's language. */
  withMessage?: true;
  /** An answer that is not the envelope (the feed's bare array). */
  bare?: z.ZodType;
  /** The answer is a file's bytes (what they are), of `fileType` when always the same. */
  file?: { description: string; type?: string };
  /** The answer is a server-sent event stream: what it carries, and one event's `data`. */
  eventStream?: { description: string; event: z.ZodType };
  /** Needs no sign-in (every endpoint needs `Authorization: Bearer <JWT>` unless this says false). */
  signedIn?: false;
}

/** A feature's endpoints, by key. `defineEndpoints` only checks the shape and keeps the literal types. */
export type EndpointTable = Record<EndpointKey, Endpoint>;

export const defineEndpoints = <const Table extends EndpointTable>(table: Table): Table => table;

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** The parameter names of a path: `/api/posts/:postId/comment/:commentId` → `postId | commentId`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathOf<Key extends string> = Key extends `${HttpMethod} ${infer Path}` ? Path : never;
export type MethodOf<Key extends string> = Key extends `${infer Method extends HttpMethod} ${string}` ? Method : never;

/** What a call to the endpoint sends: its path parameters, query and body, each only where it has them. */
export type EndpointRequest<Key extends string, E extends Endpoint> = ([PathParamNames<PathOf<Key>>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<PathOf<Key>>, string> }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : unknown) &
  ([BodyOf<E>] extends [never] ? unknown : { body: BodyOf<E> });

/** What a call sends as its body: the JSON body, the multipart FormData, or either when it takes both. */
type BodyOf<E extends Endpoint> =
  (E['body'] extends z.ZodType ? Input<E['body']> : never) | (E['multipart'] extends z.ZodType ? FormData : never);

/** The success answer as the server sends it and the client receives it. */
export type EndpointAnswer<E extends Endpoint> = E['bare'] extends z.ZodType
  ? Output<E['bare']>
  : E['file'] extends object
    ? Blob
    : E['eventStream'] extends object
      ? Response
      : ApiSuccess<E['data'] extends z.ZodType ? Output<E['data']> : Record<string, never>> &
          (E['withMessage'] extends true ? { message: string } : unknown);

/** `data` of an enveloped answer. */
export type EndpointData<E extends Endpoint> = E['data'] extends z.ZodType ? Output<E['data']> : never;
