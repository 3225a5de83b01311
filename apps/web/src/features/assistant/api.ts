import { aiHealthAnswerSchema, type AiHealthAnswer, type AiStreamEvent, type ApiRequest } from '@teamhub/contracts';
import { getApiLanguage, notifyUnauthorized } from '../../lib/api-client';
import { api, methodOf, urlOf } from '../../lib/api';
import { tokenStorage } from '../../lib/token-storage';
import { failureFromHttp, type AssistantFailure } from './utils/assistant-errors';
import { readAiEvents, type StreamEnd } from './utils/read-ai-events';

export const assistantKeys = {
  health: ['assistant', 'health'] as const,
};

const CHAT_STREAM = 'POST /api/ai/hypo/chat-stream';
type ChatStreamRequest = ApiRequest<typeof CHAT_STREAM>['body'];

/** Which service answers and whether it is reachable; an answer of another shape counts as a failure. */
export async function fetchAssistantHealth(): Promise<AiHealthAnswer['ai']> {
  const answer = aiHealthAnswerSchema.parse(await api('GET /api/ai/hypo/health'));
  return answer.ai;
}

/** Forgets the server's copy of a conversation (the caller removes the browser's copy regardless). */
export const deleteAssistantConversation = (conversationId: string) =>
  api('DELETE /api/ai/hypo/conversation/:conversationId', { params: { conversationId } });

/** A question the server refused, or a stream that failed in transport (no answer, or a silent one). */
export class AssistantRequestError extends Error {
  constructor(readonly failure: AssistantFailure) {
    super(failure.errorType);
    this.name = 'AssistantRequestError';
  }
}

export interface StreamOptions {
  signal: AbortSignal;
  onEvent: (event: AiStreamEvent) => void;
  /** Nothing at all from the server for this long ends the stream with 'timeout'. */
  idleTimeoutMs: number;
}

/**
 * Asks the assistant and reads its streamed reply. Not through the shared client: the answer is a
 * stream (no JSON, no 10 s limit for the whole answer), but with the same token and language. Resolves
 * with how the stream ended; rejects with AssistantRequestError on a refusal or a transport failure,
 * and with the abort reason when `signal` aborts (the server then stops the model).
 */
export async function streamAssistantReply(request: ChatStreamRequest, options: StreamOptions): Promise<StreamEnd> {
  const url = urlOf(CHAT_STREAM);
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Accept-Language': getApiLanguage(),
    'Content-Type': 'application/json',
  };
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;

  // One controller for the request: the caller's Stop and our idle timer both end it.
  const controller = new AbortController();
  const stopFromCaller = () => controller.abort(options.signal.reason);
  if (options.signal.aborted) stopFromCaller();
  options.signal.addEventListener('abort', stopFromCaller, { once: true });
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      controller.abort();
    }, options.idleTimeoutMs);
  };
  const failure = (error: unknown): unknown => {
    if (options.signal.aborted) return error;
    if (idle) return new AssistantRequestError({ errorType: 'timeout' });
    return error instanceof AssistantRequestError ? error : new AssistantRequestError({ errorType: 'network' });
  };

  touch();
  try {
    const response = await fetch(url, {
      method: methodOf(CHAT_STREAM),
      headers,
      credentials: 'include',
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    touch();
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 401) notifyUnauthorized(url);
      throw new AssistantRequestError(failureFromHttp(response.status, body));
    }
    if (!response.body) throw new AssistantRequestError({ errorType: 'unknown' });
    return await readAiEvents(response.body, options.onEvent, touch);
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', stopFromCaller);
  }
}
