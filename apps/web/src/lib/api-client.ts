import { LIMITS } from '@teamhub/contracts';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');
let currentLanguage = 'vi';

/** What happens after a 401 outside the profile URLs (the session sets this to sign out and go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

/** Server messages come back in this language. */
export function setApiLanguage(language: string) {
  currentLanguage = language;
}

export function getApiLanguage() {
  return currentLanguage;
}

// A 401 on these means "this profile could not be loaded", not "your session is over".
const PROFILE_PATH = /^\/api\/(auth\/)?profile(\/|$|\?)/;

/** A 401 ends the session, except on profile URLs (a profile that cannot load is not a logout). */
export function notifyUnauthorized(path: string) {
  if (PROFILE_PATH.test(path)) return;
  tokenStorage.clear();
  onUnauthorized();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The shared client: JSON, credentials, a 10 000 ms timeout and the bearer token.
 * Resolves with the parsed body of a 2xx answer; rejects with an ApiError otherwise.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage };
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(options.timeoutMs ?? LIMITS.apiTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const noAnswer = (error: unknown) => {
    if (timeout.aborted) return new ApiError('timeout', 0, 'timeout');
    if (options.signal?.aborted) return error;
    return new ApiError('network', 0, 'network');
  };
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    throw noAnswer(error);
  }

  // A body that is not JSON (empty, or a proxy's page) leaves `body` undefined. A body cut off on the
  // way (the page navigating away, a dropped connection, the timeout) is no answer at all: taken for an
  // empty 200, it made the session check sign out a person who reloaded while their profile loaded.
  let body: { message?: unknown; errors?: ApiError['errors'] } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw noAnswer(error);
  }
  if (response.ok) return body as T;

  if (response.status === 401) notifyUnauthorized(path);
  const message = typeof body?.message === 'string' ? body.message : response.statusText;
  throw new ApiError(message, response.status, 'http', body?.errors);
}
