import { describe, expect, it } from 'vitest';
import { formatCaptionCounter } from './caption-counter';

describe('formatCaptionCounter', () => {
  it.each([
    [0, '0/2,200'],
    [7, '7/2,200'],
    [999, '999/2,200'],
    [1000, '1,000/2,200'],
    [2200, '2,200/2,200'],
  ])('%i characters read %s', (length, expected) => {
    expect(formatCaptionCounter(length)).toBe(expected);
  });

  it('takes another maximum', () => {
    expect(formatCaptionCounter(12, 500)).toBe('12/500');
  });
});
