import type { ApiAnswer, ApiKey, ApiRequest } from '@teamhub/contracts';
import { apiRequest, type RequestOptions } from './api-client';

/*
 * The typed client: a call names its endpoint as the contracts' table does ('POST /api/stories/:id/reply')
 * and the compiler checks its parameters, query and body and types its answer from the same zod schemas
 * the server validates and documents with. Only types come from the table, so no schema code reaches
 * the bundle.
 */

type CallOptions = Pick<RequestOptions, 'timeoutMs' | 'signal'>;
type Query = Record<string, string | number | boolean | undefined>;
export type AnyRequest = { params?: Record<string, string>; query?: Query; body?: unknown };

/** The request argument may be left out when the endpoint takes nothing. */
export type RequestArgs<Key extends ApiKey, Options> =
  object extends ApiRequest<Key>
    ? [request?: ApiRequest<Key>, options?: Options]
    : [request: ApiRequest<Key>, options?: Options];

/** The URL of `key` for this request: its `:params` filled in (encoded) and its query appended. */
export function urlOf(key: ApiKey, request: AnyRequest = {}): string {
  const path = key.slice(key.indexOf(' ') + 1).replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export const methodOf = (key: ApiKey) => key.slice(0, key.indexOf(' ')) as NonNullable<RequestOptions['method']>;

/** Calls the endpoint `key` with the shared client (token, language, timeout, 401 handling). */
export function api<Key extends ApiKey>(
  key: Key,
  ...[request, options]: RequestArgs<Key, CallOptions>
): Promise<ApiAnswer<Key>> {
  const { body } = (request ?? {}) as AnyRequest;
  return apiRequest<ApiAnswer<Key>>(urlOf(key, request as AnyRequest), { ...options, method: methodOf(key), body });
}
