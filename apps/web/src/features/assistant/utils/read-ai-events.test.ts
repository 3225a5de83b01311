import type { AiStreamEvent } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { byteStream, cutBytes, sseLine } from '../test-support/sse';
import { readAiEvents } from './read-ai-events';

async function read(pieces: Uint8Array[]) {
  const events: AiStreamEvent[] = [];
  const end = await readAiEvents(byteStream(pieces), (event) => events.push(event));
  return { events, end };
}

describe('readAiEvents', () => {
  it('puts together events split anywhere across network chunks, inside a character too', async () => {
    const text =
      sseLine({ type: 'chunk', content: 'Xin chào ' }) +
      sseLine({ type: 'chunk', content: 'bạn 👋' }) +
      sseLine({ type: 'done', modelUsed: 'builtin', processingTime: 812, service: 'builtin' });
    const emoji = new TextEncoder().encode(text).indexOf(0xf0);
    const { events, end } = await read(cutBytes(text, 3, 17, 30, emoji + 2, emoji + 3, emoji + 20));
    expect(events).toEqual([
      { type: 'chunk', content: 'Xin chào ' },
      { type: 'chunk', content: 'bạn 👋' },
      { type: 'done', modelUsed: 'builtin', processingTime: 812, service: 'builtin' },
    ]);
    expect(end).toBe('done');
  });

  it('skips lines that are not valid events and reads CRLF line ends', async () => {
    const text =
      'data: not json\n\n' +
      sseLine({ type: 'chunk' }) +
      ': a comment\n\n' +
      'data: {"type":"chunk","content":"ok"}\r\n\r\n' +
      sseLine({ type: 'error', message: 'm', errorType: 'timeout', suggestion: 's' });
    const { events, end } = await read(cutBytes(text, 5));
    expect(events).toEqual([
      { type: 'chunk', content: 'ok' },
      { type: 'error', message: 'm', errorType: 'timeout', suggestion: 's' },
    ]);
    expect(end).toBe('error');
  });

  it('stops after the done event and reports a stream closed before it', async () => {
    const finished = await read(
      cutBytes(
        sseLine({ type: 'done', modelUsed: 'x', processingTime: 1, service: 'ollama' }) +
          sseLine({ type: 'chunk', content: 'late' }),
      ),
    );
    expect(finished.events).toHaveLength(1);
    const cut = await read(cutBytes(sseLine({ type: 'chunk', content: 'half' })));
    expect(cut).toEqual({ events: [{ type: 'chunk', content: 'half' }], end: 'closed' });
  });

  it('reads a last event that has no blank line after it', async () => {
    const { end } = await read(cutBytes('data: {"type":"done","modelUsed":"x","processingTime":1,"service":"local"}'));
    expect(end).toBe('done');
  });
});
