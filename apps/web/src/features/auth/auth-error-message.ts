import { ApiError } from '../../lib/api-error';

/**
 * The text shown after a failed login or registration: the server's message and, when it
 * sent a list, each item's msg joined with '. '. Otherwise the given fallback.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.kind !== 'http' || !error.message) return fallback;
  const details = error.joinedErrors;
  return details ? `${error.message} ${details}` : error.message;
}
