import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.js';

/** A task that finishes when told to, recording when it started. */
function deferredTask(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const task = () => {
    log.push(`start ${name}`);
    return done;
  };
  return { task, finish: () => finish(name), fail: () => fail(new Error(name)) };
}

describe('createKeyedQueue', () => {
  it('runs one key’s tasks one after the other in order, and other keys alongside', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const [a1, a2, b1] = [deferredTask(log, 'a1'), deferredTask(log, 'a2'), deferredTask(log, 'b1')];

    const results = [queue.run('a', a1.task), queue.run('a', a2.task), queue.run('b', b1.task)];
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['start a1', 'start b1']);

    b1.finish();
    await results[2];
    expect(log).toEqual(['start a1', 'start b1']);
    a1.finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a1', 'start b1', 'start a2']);
    a2.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
  });

  it('goes on after a failed task, which still fails its own caller, and forgets idle keys', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const [first, second] = [deferredTask(log, 'first'), deferredTask(log, 'second')];

    const failing = queue.run('k', first.task);
    const next = queue.run('k', second.task);
    first.fail();
    await expect(failing).rejects.toThrow('first');
    second.finish();
    expect(await next).toBe('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.size).toBe(0);
  });
});
