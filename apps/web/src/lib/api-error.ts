import type { FieldError } from '@teamhub/contracts';

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** A failed call: `status` is 0 when no answer came back (network error or timeout). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    readonly errors?: FieldError[] | Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's `errors` list joined with '. ', as the register screen shows it. */
  get joinedErrors(): string | undefined {
    if (!Array.isArray(this.errors) || this.errors.length === 0) return undefined;
    return this.errors.map((error) => error.msg).join('. ');
  }
}
