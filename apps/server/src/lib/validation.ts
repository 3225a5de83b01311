import type { FieldError } from '@teamhub/contracts';
import type { z } from 'zod';
import { badRequest } from './http-error.js';

/** Parses with a shared schema, or throws a 400 carrying `errors: [{msg, path}]`. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // A body that is not an object at all ("abc", []) has no fields to point at.
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw badRequest('common.bodyMustBeObject');
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    // One message per field: the first rule that failed is the one worth fixing first.
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ msg: issue.message, path });
  }
  throw badRequest('common.validationFailed', errors);
}
