import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchLanes } from './batch-lanes.js';

/** A `run` whose batches finish when told to, recording each batch it was given. */
function controlledRun() {
  const batches: string[][] = [];
  const finishers: (() => void)[] = [];
  const run = (items: string[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      finishers.push(() =>
        items.includes('bad') ? reject(new Error('bad batch')) : resolve(items.map((i) => `${i}!`)),
      );
    });
  };
  const finishNext = () => finishers.shift()?.();
  return { run, batches, finishNext };
}

/** Lets answered batches resolve and the lanes take their next batch (after a turn of the event loop). */
const settle = async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('createBatchLanes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs an item alone in an idle lane, and gathers those that arrive meanwhile into the next batch, in order', async () => {
    const { run, batches, finishNext } = controlledRun();
    const lanes = createBatchLanes({
      lanes: 2,
      laneOf: (item: string) => (item.startsWith('a') ? 0 : 1),
      maxBatch: 2,
      run,
    });

    const results = ['a1', 'a2', 'b1', 'a3', 'a4'].map((item) => lanes.push(item));
    await settle();
    expect(batches).toEqual([['a1'], ['b1']]);

    finishNext();
    await settle();
    expect(batches).toEqual([['a1'], ['b1'], ['a2', 'a3']]);
    finishNext();
    finishNext();
    await settle();
    expect(batches.at(-1)).toEqual(['a4']);
    finishNext();
    expect(await Promise.all(results)).toEqual(['a1!', 'a2!', 'b1!', 'a3!', 'a4!']);
  });

  it('paced: rests as long as a batch that held the thread took, and goes on at once after one that did not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const { run, batches, finishNext } = controlledRun();
    const lanes = createBatchLanes({ lanes: 1, laneOf: () => 0, maxBatch: 10, run, paced: true });

    const first = lanes.push('a1');
    vi.advanceTimersByTime(40);
    finishNext();
    expect(await first).toBe('a1!');
    // Nothing arrived while a1 ran (PGlite held the thread): the lane rests for its 40 ms.
    const second = lanes.push('a2');
    await settle();
    vi.advanceTimersByTime(39);
    await settle();
    expect(batches).toEqual([['a1']]);
    vi.advanceTimersByTime(1);
    await settle();
    expect(batches).toEqual([['a1'], ['a2']]);

    // a3 arrives while a2 runs: the next batch takes it at once.
    const third = lanes.push('a3');
    finishNext();
    await settle();
    expect(batches).toEqual([['a1'], ['a2'], ['a3']]);
    finishNext();
    expect(await Promise.all([second, third])).toEqual(['a2!', 'a3!']);
  });

  it('fails every item of a failed batch and goes on with the next', async () => {
    const { run, batches, finishNext } = controlledRun();
    const lanes = createBatchLanes({ lanes: 1, laneOf: () => 0, maxBatch: 10, run });

    const first = lanes.push('first');
    const failing = [lanes.push('bad'), lanes.push('with-bad')];
    await settle();
    finishNext();
    expect(await first).toBe('first!');
    await settle();
    const later = lanes.push('later');
    finishNext();
    for (const result of failing) await expect(result).rejects.toThrow('bad batch');
    await settle();
    expect(batches.at(-1)).toEqual(['later']);
    finishNext();
    expect(await later).toBe('later!');
  });
});
