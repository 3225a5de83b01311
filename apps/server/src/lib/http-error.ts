import type { FieldError, ServerMessageKey } from '@teamhub/contracts';

/**
 * An error meant for the person making the request. `message` is a key of
 * SERVER_MESSAGES (translated by the error handler) or a literal text.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: ServerMessageKey | (string & {}),
    readonly errors?: FieldError[] | Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: ServerMessageKey | (string & {}), errors?: HttpError['errors']) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: ServerMessageKey = 'auth.required') => new HttpError(401, message);
export const forbidden = (message: ServerMessageKey | (string & {})) => new HttpError(403, message);
export const notFound = (message: ServerMessageKey | (string & {}) = 'common.notFound') => new HttpError(404, message);
export const conflict = (message: ServerMessageKey | (string & {}), errors?: HttpError['errors']) =>
  new HttpError(409, message, errors);
export const payloadTooLarge = (message: ServerMessageKey | (string & {})) => new HttpError(413, message);
