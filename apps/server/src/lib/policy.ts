import type { HttpError } from './http-error.js';

/**
 * A policy rule: may `userId` do this to `resource`? One line each, in `<feature>.policy.ts`, in the
 * manner of Outline's `allow(User, "delete", Comment, isOwner)`. Services call `authorize` with a rule's
 * answer before they touch data, so who may do what is read in one place per feature.
 */
export type PolicyRule<Resource> = (userId: string, resource: Resource) => boolean;

/** Throws the failure (a 403, or a 404 where even existence is private) unless the rule allowed it. */
export function authorize(allowed: boolean, failure: () => HttpError): void {
  if (!allowed) throw failure();
}
