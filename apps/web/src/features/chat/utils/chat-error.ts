import { ApiError } from '../../../lib/api-error';

/**
 * The text for a failed chat call: the server's own message when it answered with one, the
 * connection text when nothing came back, the fallback otherwise.
 */
export function chatErrorText(error: unknown, texts: { fallback: string; network?: string }): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return texts.network ?? texts.fallback;
    if (error.kind === 'http' && error.message) return error.message;
  }
  return texts.fallback;
}
