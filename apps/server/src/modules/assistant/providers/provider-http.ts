import { ProviderError } from './provider.js';

/** The most of an error answer's body that is read (enough for any service's error JSON). */
const ERROR_BODY_MAX_CHARS = 4096;

/**
 * An abort signal for one request to a service that fires when the reader goes away (`outer`) or
 * when nothing arrived for `idleMs`: each `touch()` (a byte received) starts the wait again.
 */
export interface IdleWatchdog {
  signal: AbortSignal;
  /** Something arrived: the wait starts again. */
  touch: () => void;
  /**
   * What an error caught while the request ran means: the reader's abort (passed on as it is, the
   * service reads `signal.aborted`), the idle timeout, or undefined for the caller to classify.
   */
  classify: (error: unknown) => unknown;
  dispose: () => void;
}

export function idleWatchdog(idleMs: number, outer: AbortSignal): IdleWatchdog {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`nothing received for ${idleMs} ms`));
    }, idleMs);
  };
  const onOuterAbort = () => {
    clearTimeout(timer);
    controller.abort(outer.reason);
  };
  if (outer.aborted) onOuterAbort();
  else {
    outer.addEventListener('abort', onOuterAbort, { once: true });
    touch();
  }
  return {
    signal: controller.signal,
    touch,
    classify(error) {
      if (outer.aborted || error instanceof ProviderError) return error;
      if (timedOut) return new ProviderError('timeout', `nothing received for ${idleMs} ms`);
      return undefined;
    },
    dispose() {
      clearTimeout(timer);
      outer.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** A request whose answer streams as text, with the service's own reading of its failures. */
export interface StreamRequest {
  url: string;
  init: { method: 'POST'; headers: Record<string, string>; body: string };
  idleMs: number;
  signal: AbortSignal;
  /** The request could not be sent (connection refused, unknown host…). */
  connectFailure: (error: unknown) => ProviderError;
  /** An answer that is not 2xx, with (the start of) its body. */
  statusFailure: (status: number, body: string, headers: Headers) => ProviderError;
}

/** The cause's code of a failed fetch (ECONNREFUSED, ENOTFOUND…), for the log. */
export function networkErrorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : String((error as Error | undefined)?.message ?? error);
}

/**
 * POSTs and yields the answer's text as it arrives, under the idle watchdog. Ends when the service
 * ends its answer; a dropped connection mid-answer is 'connection_failed'.
 */
export async function* streamText(request: StreamRequest): AsyncGenerator<string> {
  const watchdog = idleWatchdog(request.idleMs, request.signal);
  try {
    let response: Response;
    try {
      response = await fetch(request.url, { ...request.init, signal: watchdog.signal });
    } catch (error) {
      throw watchdog.classify(error) ?? request.connectFailure(error);
    }
    watchdog.touch();
    if (!response.ok) {
      let body = '';
      try {
        body = (await response.text()).slice(0, ERROR_BODY_MAX_CHARS);
      } catch (error) {
        const known = watchdog.classify(error);
        if (known) throw known;
      }
      throw request.statusFailure(response.status, body, response.headers);
    }
    if (!response.body) throw new ProviderError('connection_failed', 'an answer without a body');
    const decoder = new TextDecoder();
    try {
      for await (const bytes of response.body) {
        watchdog.touch();
        const text = decoder.decode(bytes, { stream: true });
        if (text) yield text;
      }
    } catch (error) {
      throw (
        watchdog.classify(error) ?? new ProviderError('connection_failed', `answer cut: ${networkErrorCode(error)}`)
      );
    }
  } finally {
    watchdog.dispose();
  }
}

/** Splits text pieces into lines (without their line ends); the last line may lack its newline. */
export async function* lines(texts: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const text of texts) {
    buffer += text;
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      yield buffer.slice(0, end).replace(/\r$/u, '');
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
    }
  }
  if (buffer) yield buffer;
}

/** A JSON error body's message: `{"error":"…"}` (Ollama) or `{"error":{"message":"…"}}` (OpenAI-style). */
export function errorMessageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const error = parsed.error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
      return (error as { message: string }).message;
    }
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text itself.
  }
  return body.slice(0, 300);
}

/** Retry-After in whole seconds (a number of seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/u.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** A GET that answers whether the service is up (status 200), given up after `signal`. */
export async function answersOk(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  accept: (body: unknown) => boolean = () => true,
): Promise<boolean> {
  try {
    const response = await fetch(url, { headers, signal });
    if (response.status !== 200) {
      await response.body?.cancel();
      return false;
    }
    return accept(await response.json().catch(() => null));
  } catch {
    return false;
  }
}
