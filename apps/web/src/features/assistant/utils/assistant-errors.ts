import { AI_ERROR_TYPES, aiRefusalSchema, type AiErrorType } from '@teamhub/contracts';

/**
 * Why a reply failed: one of the stream's error types (specification section 8, "AI chat"), or a
 * failure of the request itself (an HTTP status before any stream, or no answer at all).
 */
export type AssistantErrorType =
  AiErrorType | 'too_many_requests' | 'server_error' | 'service_unavailable' | 'network' | 'bad_request' | 'unknown';

export const ASSISTANT_ERROR_TYPES: readonly AssistantErrorType[] = [
  ...AI_ERROR_TYPES,
  'too_many_requests',
  'server_error',
  'service_unavailable',
  'network',
  'bad_request',
  'unknown',
];

export const isAssistantErrorType = (value: unknown): value is AssistantErrorType =>
  ASSISTANT_ERROR_TYPES.includes(value as AssistantErrorType);

/** Errors that mean the AI service itself is down: the header's status turns offline. */
const OFFLINE_ERROR_TYPES: ReadonlySet<AssistantErrorType> = new Set([
  'ollama_not_running',
  'connection_failed',
  'sonar_api_error',
  'service_unavailable',
]);

export const meansOffline = (type: AssistantErrorType) => OFFLINE_ERROR_TYPES.has(type);

export interface AssistantFailure {
  errorType: AssistantErrorType;
  suggestion?: string;
  /** The server's own words, shown only where we have no text of our own (a refused question). */
  serverMessage?: string;
}

/**
 * A refusal before the stream started. A 429 that carries the assistant's refusal body (daily quota,
 * our per-user rate) keeps its specific type and suggestion; other statuses map to a transport text.
 */
export function failureFromHttp(status: number, body: unknown): AssistantFailure {
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : undefined;
  if (status === 429) {
    const refusal = aiRefusalSchema.safeParse(body);
    if (refusal.success) return { errorType: refusal.data.errorType, suggestion: refusal.data.suggestion };
    return { errorType: 'too_many_requests' };
  }
  if (status === 400) return { errorType: 'bad_request', serverMessage: message };
  if (status === 503) return { errorType: 'service_unavailable' };
  if (status >= 500) return { errorType: 'server_error' };
  return { errorType: 'unknown' };
}
