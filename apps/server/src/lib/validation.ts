import type { FieldError } from '@teamhub/contracts';
import type { z } from 'zod';
import { badRequest } from './http-error.js';

/** A body that is not an object at all ("abc", []) has no fields to point at. */
function assertObjectOrAbsent(input: unknown): void {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw badRequest('common.bodyMustBeObject');
  }
}

/** The first failed rule of each field, in schema order: the one worth fixing first. */
function firstIssuePerField(issues: z.ZodError['issues']): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ msg: issue.message, path });
  }
  return errors;
}

/** Parses with a shared schema, or throws a 400 carrying `errors: [{msg, path}]`. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertObjectOrAbsent(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest('common.validationFailed', firstIssuePerField(result.error.issues));
}

/**
 * Like parseOrThrow, but the 400 carries `errors: { field: message }`, the shape an edit form
 * reads to put each message under its own field.
 */
export function parseOrThrowByField<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertObjectOrAbsent(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = Object.fromEntries(firstIssuePerField(result.error.issues).map(({ path, msg }) => [path, msg]));
  throw badRequest('common.validationFailed', errors);
}

/**
 * Like parseOrThrow, but the 400's message is the first failed rule itself ('Target user ID is
 * required') rather than the general "check the fields": what screens without per-field slots show.
 */
export function parseOrThrowFirst<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertObjectOrAbsent(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = firstIssuePerField(result.error.issues);
  throw badRequest(errors[0]?.msg ?? 'common.validationFailed', errors);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its usual text form; check ids from URLs before PostgreSQL sees (and rejects) them. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
