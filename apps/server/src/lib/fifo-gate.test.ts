import { describe, expect, it } from 'vitest';
import { createFifoGate } from './fifo-gate.js';

/** A piece of work that ends when told to, recording when it started. */
function controlled(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    work: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(name)),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createFifoGate', () => {
  it('runs up to its capacity at once and the rest in the order they came', async () => {
    const inTurn = createFifoGate(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controlled(started, name));
    const answers = [a, b, c, d].map((piece) => inTurn(piece!.work));
    await settled();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    await settled();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.finish();
    c!.finish();
    d!.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('passes the turn on when a piece of work throws', async () => {
    const inTurn = createFifoGate(1);
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => controlled(started, name));
    const first = inTurn(a!.work);
    const second = inTurn(b!.work);
    await settled();
    expect(started).toEqual(['a']);
    a!.fail();
    await expect(first).rejects.toThrow('a');
    await settled();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    await expect(second).resolves.toBe('b');
  });
});
