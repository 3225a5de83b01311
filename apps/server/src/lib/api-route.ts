import {
  API_ENDPOINTS,
  type ApiAnswer,
  type ApiEndpoints,
  type ApiKey,
  type Endpoint,
  type PathOf,
  type PathParamNames,
} from '@teamhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { documented, type ErrorStatus, type RouteDocs } from './route-docs.js';
import { parseOrThrow, parseOrThrowByField, parseOrThrowFirst } from './validation.js';

/** Who may call a signed-in route: any member (the default), a caller known only by id, or an admin. */
export type RouteAccess = 'member' | 'caller' | 'admin';

/**
 * How the route checks its JSON body against the endpoint's schema before the handler runs, and the
 * shape of its 400 (lib/validation.ts): `fields` `[{msg, path}]` with the general message, `byField`
 * `{field: message}`, `first` the first failed rule as the message. Without it the handler gets the raw
 * body (and a service checks it, where something else must be checked first, such as the resource's
 * existence: a 404 before a 400).
 */
export type BodyCheck = 'fields' | 'byField' | 'first';

/** What only the server knows of a route: its reference text, its error answers and how it is guarded. */
export interface RouteSettings {
  tag: string;
  summary: string;
  description?: string;
  errors: ErrorStatus[];
  errorBodies?: RouteDocs['errorBodies'];
  access?: RouteAccess;
  body?: BodyCheck;
  /** Further Fastify options: a rate limit (`config.rateLimit`), a body limit. */
  options?: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>;
}

type EndpointOf<Key extends ApiKey> = ApiEndpoints[Key];
type Params<Key extends ApiKey> = Record<PathParamNames<PathOf<Key>>, string>;
type CheckedBody<Key extends ApiKey, Settings extends RouteSettings> = Settings['body'] extends BodyCheck
  ? EndpointOf<Key> extends { body: infer Schema extends z.ZodType }
    ? z.output<Schema>
    : unknown
  : unknown;

/** A file or an event stream is sent by the handler itself; every other answer is returned, and checked. */
type HandlerResult<Key extends ApiKey> =
  EndpointOf<Key> extends { file: object } | { eventStream: object } ? FastifyReply : ApiAnswer<Key> | FastifyReply;

/** The query as Fastify parses it, before any check: a name given twice is a list. */
type RawQuery = Record<string, string | string[] | undefined>;

export type RouteRequest<Key extends ApiKey, Settings extends RouteSettings = RouteSettings> = FastifyRequest<{
  Params: Params<Key>;
  Querystring: RawQuery;
  Body: CheckedBody<Key, Settings>;
}>;

const BODY_CHECKS = { fields: parseOrThrow, byField: parseOrThrowByField, first: parseOrThrowFirst } as const;

/** Path parameters as the routes read them: plain strings, checked (404) by the services. */
function pathParamsOf(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  return names.length > 0 ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
}

function docsOf(endpoint: Endpoint, path: string, settings: RouteSettings): RouteDocs {
  const { tag, summary, description, errors, errorBodies } = settings;
  return {
    tag,
    summary,
    description,
    errors,
    errorBodies,
    signedIn: endpoint.signedIn,
    params: endpoint.params ?? pathParamsOf(path),
    query: endpoint.query,
    body: endpoint.body,
    multipart: endpoint.multipart,
    status: endpoint.status,
    alsoStatus: endpoint.alsoStatus,
    data: endpoint.data,
    withMessage: endpoint.withMessage,
    bare: endpoint.bare,
    fileAnswer: endpoint.file?.description,
    fileType: endpoint.file?.type,
    eventStream: endpoint.eventStream,
  };
}

function guardOf(app: FastifyInstance, endpoint: Endpoint, access: RouteAccess) {
  if (endpoint.signedIn === false) return {};
  if (access === 'caller') return { preHandler: app.authenticateCaller };
  if (access === 'admin') return { preHandler: [app.authenticate, app.requireAdmin] };
  return { preHandler: app.authenticate };
}

/**
 * Registers the endpoint `key` of the contracts' table (packages/contracts/src/endpoints.ts) on `app`,
 * whose prefix the key's path starts with: its sign-in guard, its OpenAPI description, the body check it
 * asks for, and its success status (201 where the table says so). The handler returns the answer, which
 * the compiler checks against the table, or the reply it sent itself (a file, a stream, a chosen status).
 */
export function apiRoute<Key extends ApiKey, const Settings extends RouteSettings>(
  app: FastifyInstance,
  key: Key,
  settings: Settings,
  handler: (request: RouteRequest<Key, Settings>, reply: FastifyReply) => Promise<HandlerResult<Key>>,
): void {
  const endpoint: Endpoint = API_ENDPOINTS[key];
  const [method, path] = key.split(' ') as [string, string];
  if (!path.startsWith(app.prefix)) throw new Error(`${key} registered under ${app.prefix}`);
  // A prefix's own path is registered as '/' (as `app.get('/')` was), answering with and without the slash.
  const url = path.slice(app.prefix.length) || '/';
  const check = settings.body ? BODY_CHECKS[settings.body] : undefined;
  const schema = endpoint.body;
  const successStatus = endpoint.status;
  app.route({
    method,
    url,
    ...guardOf(app, endpoint, settings.access ?? 'member'),
    ...settings.options,
    ...documented(docsOf(endpoint, path, settings)),
    handler: async (request, reply) => {
      if (check && schema) request.body = check(schema, request.body);
      const answer = await handler(request as RouteRequest<Key, Settings>, reply);
      if (answer === reply) return reply;
      if (successStatus === 201 && reply.statusCode === 200 && !endpoint.alsoStatus) reply.status(201);
      return answer;
    },
  });
}
