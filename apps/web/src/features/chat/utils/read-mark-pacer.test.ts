import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadMarkPacer } from './read-mark-pacer';

describe('createReadMarkPacer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first mark at once and folds the next ones in the interval into one at its end', () => {
    const sent: string[] = [];
    const { mark } = createReadMarkPacer((id) => sent.push(id), 1_000);
    mark('a');
    expect(sent).toEqual(['a']);
    vi.advanceTimersByTime(200);
    mark('a');
    mark('a');
    mark('a');
    expect(sent).toEqual(['a']);
    vi.advanceTimersByTime(799);
    expect(sent).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['a', 'a']);
  });

  it('paces each conversation on its own', () => {
    const sent: string[] = [];
    const { mark } = createReadMarkPacer((id) => sent.push(id), 1_000);
    mark('a');
    mark('b');
    mark('a');
    expect(sent).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual(['a', 'b', 'a']);
  });

  it('sends at once again after a quiet interval', () => {
    const sent: string[] = [];
    const { mark } = createReadMarkPacer((id) => sent.push(id), 1_000);
    mark('a');
    vi.advanceTimersByTime(1_500);
    mark('a');
    expect(sent).toEqual(['a', 'a']);
  });

  it('drops a waiting mark when cancelled', () => {
    const sent: string[] = [];
    const pacer = createReadMarkPacer((id) => sent.push(id), 1_000);
    pacer.mark('a');
    pacer.mark('a');
    pacer.cancel('a');
    vi.advanceTimersByTime(2_000);
    expect(sent).toEqual(['a']);
    pacer.mark('a');
    expect(sent).toEqual(['a', 'a']);
  });
});
