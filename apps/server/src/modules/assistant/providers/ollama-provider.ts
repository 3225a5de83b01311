import { ProviderError, type AssistantProvider } from './provider.js';
import { answersOk, errorMessageOf, lines, networkErrorCode, streamText } from './provider-http.js';

export interface OllamaProviderOptions {
  url: string;
  model: string;
  idleTimeoutMs: number;
}

/** One line of Ollama's streamed /api/chat answer. */
interface OllamaChatLine {
  message?: { role?: string; content?: unknown };
  done?: boolean;
  error?: unknown;
}

/**
 * What an Ollama error means for the reader. Ollama answers `{"error":"…"}`, with 404 "model 'x' not
 * found, try pulling it first", 500 "model requires more system memory (…) than is available (…)",
 * and 503 while it is busy loading; the same texts can arrive as a line in the middle of an answer.
 */
export function ollamaFailure(status: number | undefined, message: string): ProviderError {
  const detail = `${status ?? 'mid-answer'}: ${message}`;
  if (/memory/iu.test(message)) return new ProviderError('out_of_memory', detail);
  if (status === 404 || /model .*not found/iu.test(message)) return new ProviderError('model_not_found', detail);
  if (status === 503 || /loading model/iu.test(message)) return new ProviderError('model_not_loaded', detail);
  return new ProviderError('connection_failed', detail);
}

const trimSlash = (url: string) => url.replace(/\/+$/u, '');

/** Ollama's native API: POST /api/chat streams newline-delimited JSON; GET /api/tags lists the pulled models. */
export function createOllamaProvider(options: OllamaProviderOptions): AssistantProvider {
  const base = trimSlash(options.url);
  const { model } = options;
  return {
    service: 'ollama',
    model,
    async *stream(turn, signal) {
      const messages = await turn.modelMessages(signal);
      const texts = streamText({
        url: `${base}/api/chat`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ model, messages, stream: true }),
        },
        idleMs: options.idleTimeoutMs,
        signal,
        connectFailure: (error) => new ProviderError('ollama_not_running', networkErrorCode(error)),
        statusFailure: (status, body) => ollamaFailure(status, errorMessageOf(body)),
      });
      for await (const line of lines(texts)) {
        if (!line.trim()) continue;
        let parsed: OllamaChatLine;
        try {
          parsed = JSON.parse(line) as OllamaChatLine;
        } catch {
          throw new ProviderError('connection_failed', 'a line that is not JSON');
        }
        if (parsed.error !== undefined) throw ollamaFailure(undefined, String(parsed.error));
        const content = parsed.message?.content;
        if (typeof content === 'string' && content) yield content;
        if (parsed.done === true) return;
      }
      throw new ProviderError('connection_failed', 'the answer ended without "done"');
    },
    checkHealth: (signal) =>
      answersOk(`${base}/api/tags`, {}, signal, (body) => {
        const models = (body as { models?: { name?: unknown; model?: unknown }[] } | null)?.models ?? [];
        const wanted = new Set([model, `${model}:latest`]);
        return models.some((entry) => wanted.has(String(entry.name)) || wanted.has(String(entry.model)));
      }),
  };
}
