import { aiStreamEventSchema, type AiStreamEvent } from '@teamhub/contracts';
import { createParser } from 'eventsource-parser';

/** How a stream ended: with its done or error event, or closed before either. */
export type StreamEnd = 'done' | 'error' | 'closed';

/**
 * Reads the assistant's server-sent events (`data: {json}` lines) from a response body, however the
 * network splits them, and hands each valid event to `onEvent`. A line that is not a valid event is
 * skipped. Stops reading after the done or error event; an abort rejects the pending read.
 */
export async function readAiEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: AiStreamEvent) => void,
  onActivity?: () => void,
): Promise<StreamEnd> {
  let end: StreamEnd = 'closed';
  const parser = createParser({
    onEvent(message) {
      if (end !== 'closed') return;
      let json: unknown;
      try {
        json = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = aiStreamEventSchema.safeParse(json);
      if (!parsed.success) return;
      if (parsed.data.type !== 'chunk') end = parsed.data.type;
      onEvent(parsed.data);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (end === 'closed') {
      const { done, value } = await reader.read();
      onActivity?.();
      if (done) {
        // A last event without its blank line still counts (blank lines alone dispatch nothing).
        parser.feed(`${decoder.decode()}\n\n`);
        break;
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Whatever follows the last event is not needed; cancelling also lets the connection go.
    await reader.cancel().catch(() => undefined);
  }
  return end;
}
