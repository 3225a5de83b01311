import { ApiError } from '../../lib/api-error';

/** The server's own message (already in the reader's language) when it answered with one, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.kind !== 'http' || !error.message) return fallback;
  const details = error.joinedErrors;
  return details ? `${error.message} ${details}` : error.message;
}
