import type { AiStreamEvent } from '@teamhub/contracts';

export const sseLine = (event: AiStreamEvent | Record<string, unknown>) => `data: ${JSON.stringify(event)}\n\n`;

/** A response body that hands out these byte pieces one read at a time. */
export function byteStream(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const piece = pieces[index];
      index += 1;
      if (piece) controller.enqueue(piece);
      else controller.close();
    },
  });
}

/** The text's bytes cut at the given byte offsets (a cut may fall inside a character). */
export function cutBytes(text: string, ...cuts: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const points = [0, ...cuts, bytes.length];
  return points.slice(0, -1).map((start, index) => bytes.slice(start, points[index + 1]));
}

/**
 * A stream that stays open until `close` is called, sending what `push` is given; `abortWith`
 * errors it as fetch does to a response body when its request is aborted.
 */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(own) {
      controller = own;
    },
  });
  const encoder = new TextEncoder();
  return {
    stream,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    abortWith: (signal: AbortSignal | null | undefined) =>
      signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError'))),
  };
}

export const sseResponse = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
