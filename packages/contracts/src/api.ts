import { z } from './zod.js';

/** One field problem in a validation failure, as the specification's clients read it. */
export const fieldErrorSchema = z.object({ msg: z.string(), path: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

/** Every failed request: the message is in the reader's language (Accept-Language). */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z
    .union([z.array(fieldErrorSchema), z.record(z.string(), z.string())])
    .optional()
    .describe('Validation failures only: `[{msg, path}]`, or `{field: message}` on the profile edit form.'),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
