import { ApiError } from '../../lib/api-error';

export type CreatePostErrorKey = 'tooLarge' | 'unauthorized' | 'invalid' | 'network' | 'failed';

export interface CreatePostErrorMessage {
  key: CreatePostErrorKey;
  /** For a 400: the server's own message, shown instead of the generic text. */
  serverMessage?: string;
}

/**
 * The creation alerts of specification section 8, by status: 413, 401, 400 (the server's message or a
 * generic one), no answer at all (network failure or timeout), anything else.
 */
export function createPostErrorMessage(error: unknown): CreatePostErrorMessage {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  if (error.status === 0) return { key: 'network' };
  if (error.status === 413) return { key: 'tooLarge' };
  if (error.status === 401) return { key: 'unauthorized' };
  if (error.status === 400) {
    const serverMessage = error.joinedErrors ?? error.message.trim();
    return serverMessage ? { key: 'invalid', serverMessage } : { key: 'invalid' };
  }
  return { key: 'failed' };
}
