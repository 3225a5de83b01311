import { describe, expect, it, vi } from 'vitest';
import type { EventRateLimiter } from './event-rate-limiter.js';
import { guardIncomingEvents } from './incoming-event-guard.js';

type Middleware = (packet: unknown[], next: (error?: Error) => void) => void;

/** One namespace with one connected socket; `send` runs an event through the guard. */
function guardedSocket(limiter: EventRateLimiter, logError: (error: unknown) => void) {
  let middleware: Middleware | undefined;
  const emitted: unknown[][] = [];
  const passed: string[] = [];
  const socket = {
    handshake: { headers: { 'accept-language': 'en' } },
    data: { user: { id: 'alice' } },
    use: (given: Middleware) => (middleware = given),
    emit: (...args: unknown[]) => emitted.push(args),
  };
  const namespace = { on: (_event: string, connected: (given: typeof socket) => void) => connected(socket) };
  guardIncomingEvents([namespace as unknown as Parameters<typeof guardIncomingEvents>[0][number]], limiter, logError);
  return {
    emitted,
    passed,
    send: (event: string, ...args: unknown[]) => middleware?.([event, ...args], () => passed.push(event)),
  };
}

/** Resolves once `condition` holds (checked on each turn of the event loop), at most 1 s. */
const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 1_000 });

describe('guardIncomingEvents', () => {
  it('lets events through, and says so to logError, while the limiter cannot count (fails open)', async () => {
    const failure = new Error('Redis is down');
    const limiter: EventRateLimiter = { allow: vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(true) };
    const logError = vi.fn();
    const socket = guardedSocket(limiter, logError);

    socket.send('send-message', { content: 'a' });
    socket.send('typing-start', {});

    await until(() => socket.passed.length === 2);
    expect(socket.passed).toEqual(['send-message', 'typing-start']);
    expect(logError).toHaveBeenCalledWith(failure);
    expect(socket.emitted).toEqual([]);
  });

  it("passes a socket's events on in the order they came, however long the limiter takes for each", async () => {
    // The first answer comes late, the others at once.
    const limiter: EventRateLimiter = {
      allow: (_userId, event) => new Promise((resolve) => setTimeout(() => resolve(true), event === 'first' ? 30 : 0)),
    };
    const socket = guardedSocket(limiter, vi.fn());

    for (const event of ['first', 'second', 'third']) socket.send(event);

    await until(() => socket.passed.length === 3);
    expect(socket.passed).toEqual(['first', 'second', 'third']);
  });

  it('drops an event past the limit with an error and a failed acknowledgement, and checks the next', async () => {
    const limiter: EventRateLimiter = { allow: vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true) };
    const socket = guardedSocket(limiter, vi.fn());
    const ack = vi.fn();

    socket.send('send-message', { content: 'a' }, ack);
    socket.send('send-message', { content: 'b' });

    await until(() => socket.passed.length === 1);
    const refusal = { success: false, message: expect.any(String) as string };
    expect(ack).toHaveBeenCalledWith(refusal);
    expect(socket.emitted).toEqual([['error', { message: (ack.mock.calls[0]![0] as typeof refusal).message }]]);
  });
});
