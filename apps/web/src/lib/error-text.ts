import { ApiError } from './api-error';

/**
 * The server's own message (already in the reader's language) when it answered with one, else
 * `fallback`. With `withDetails`, the server's list of field errors follows the message (the admin
 * screen's forms have no fields of their own to show them beside).
 */
export function errorText(error: unknown, fallback: string, { withDetails = false } = {}): string {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === 0 || !error.message) return fallback;
  const details = withDetails ? error.joinedErrors : undefined;
  return details ? `${error.message} ${details}` : error.message;
}
