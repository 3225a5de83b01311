import { createParser } from 'eventsource-parser';
import { ProviderError, type AssistantProvider } from './provider.js';
import { answersOk, errorMessageOf, networkErrorCode, retryAfterSeconds, streamText } from './provider-http.js';

export type OpenAiCompatibleService = 'openrouter' | 'sonar' | 'openai';

export interface OpenAiCompatibleOptions {
  service: OpenAiCompatibleService;
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  idleTimeoutMs: number;
  now: () => Date;
}

/** The variables a reader is pointed to when a service refuses its key or model. */
const KEY_VARIABLE: Record<OpenAiCompatibleService, string> = {
  openrouter: 'OPENROUTER_API_KEY',
  sonar: 'PERPLEXITY_API_KEY',
  openai: 'OPENAI_API_KEY',
};
const MODEL_VARIABLE: Record<OpenAiCompatibleService, string> = {
  openrouter: 'OPENROUTER_MODEL',
  sonar: 'PERPLEXITY_MODEL',
  openai: 'OPENAI_MODEL',
};

/** One `data:` event of a streamed chat completion. */
interface CompletionChunk {
  model?: unknown;
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
  error?: { code?: unknown; message?: unknown };
}

/**
 * What a failure of an OpenAI-compatible service means for the reader. `status` is the HTTP status,
 * or the `code` of an error sent in the middle of an answer (OpenRouter sends those under HTTP 200).
 * Perplexity has error types of its own (sonar_api_error, sonar_rate_limit); the others share the
 * general ones, with texts that name the variable to check.
 */
export function openAiCompatibleFailure(
  service: OpenAiCompatibleService,
  status: number | undefined,
  message: string,
  retryAfter?: number,
): ProviderError {
  const detail = `${service} ${status ?? '?'}: ${message}`;
  const sonar = service === 'sonar';
  if (status === 429) {
    const type = sonar ? 'sonar_rate_limit' : 'provider_rate_limited';
    if (retryAfter === undefined) return new ProviderError(type, detail);
    return new ProviderError(type, detail, {
      suggestion: 'assistant.suggestion.retryAfterSeconds',
      values: { seconds: String(retryAfter) },
    });
  }
  if (sonar) return new ProviderError('sonar_api_error', detail);
  if (status === 401 || status === 402 || status === 403) {
    return new ProviderError('connection_failed', detail, {
      message: 'assistant.error.keyRefused',
      suggestion: 'assistant.suggestion.checkKey',
      values: { name: KEY_VARIABLE[service] },
    });
  }
  if (status === 404) {
    return new ProviderError('model_not_found', detail, {
      suggestion: 'assistant.suggestion.checkEnv',
      values: { name: MODEL_VARIABLE[service] },
    });
  }
  // llama.cpp's server answers 503 "Loading model" until its model is in memory.
  if (status === 503 && service === 'openai') return new ProviderError('model_not_loaded', detail);
  return new ProviderError('connection_failed', detail);
}

const trimSlash = (url: string) => url.replace(/\/+$/u, '');

const numericCode = (code: unknown): number | undefined => {
  const value = typeof code === 'number' ? code : typeof code === 'string' ? Number(code) : Number.NaN;
  if (Number.isInteger(value)) return value;
  return typeof code === 'string' && /rate/iu.test(code) ? 429 : undefined;
};

/**
 * The chat-completions API that OpenRouter, Perplexity and self-hosted servers (llama.cpp, vLLM…)
 * share: POST {base}/chat/completions with `stream: true` answers server-sent events, each
 * `data: {choices:[{delta:{content}}]}`, then `data: [DONE]`. Comment lines (OpenRouter's
 * `: OPENROUTER PROCESSING` while it waits) only keep the idle watchdog quiet.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AssistantProvider {
  const { service, model } = options;
  const base = trimSlash(options.baseUrl);
  const authorization: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  return {
    service,
    model,
    async *stream(turn, signal, report) {
      const messages = await turn.modelMessages(signal);
      const texts = streamText({
        url: `${base}/chat/completions`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...authorization },
          body: JSON.stringify({ model, messages, stream: true }),
        },
        idleMs: options.idleTimeoutMs,
        signal,
        connectFailure: (error) => new ProviderError('connection_failed', `${service}: ${networkErrorCode(error)}`),
        statusFailure: (status, body, headers) =>
          openAiCompatibleFailure(
            service,
            status,
            errorMessageOf(body),
            retryAfterSeconds(headers.get('retry-after'), options.now()),
          ),
      });
      const events: string[] = [];
      const parser = createParser({ onEvent: (event) => events.push(event.data) });
      let finished = false;
      for await (const text of texts) {
        parser.feed(text);
        for (const data of events.splice(0)) {
          if (data.trim() === '[DONE]') return;
          let chunk: CompletionChunk;
          try {
            chunk = JSON.parse(data) as CompletionChunk;
          } catch {
            throw openAiCompatibleFailure(service, undefined, 'an event that is not JSON');
          }
          if (chunk.error) {
            const message = typeof chunk.error.message === 'string' ? chunk.error.message : 'error';
            throw openAiCompatibleFailure(service, numericCode(chunk.error.code), message);
          }
          if (typeof chunk.model === 'string' && chunk.model) report.model = chunk.model;
          const choice = chunk.choices?.[0];
          const content = choice?.delta?.content;
          if (typeof content === 'string' && content) yield content;
          if (choice?.finish_reason) finished = true;
        }
      }
      // Some servers end with the last chunk's finish_reason and no [DONE]; an answer cut before either is a failure.
      if (!finished) throw openAiCompatibleFailure(service, undefined, 'the answer ended early');
    },
    checkHealth: (signal) => answersOk(`${base}/models`, authorization, signal),
  };
}
