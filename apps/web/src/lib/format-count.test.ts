import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1K'],
    [1_234, '1.2K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
  ])('%i → %s', (count, text) => expect(formatCount(count)).toBe(text));
});
