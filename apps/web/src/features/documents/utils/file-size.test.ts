import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../lib/formatters';

describe('formatFileSize (spec 9: base 1024, 2 decimals)', () => {
  it('writes bytes below 1 KB as Bytes', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('uses 1024 per step with two decimals', () => {
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(1024 * 1024 * 1.25)).toBe('1.25 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1.00 GB');
  });

  it('stops at GB', () => {
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120.00 GB');
  });

  it('reads nonsense as nothing', () => {
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
  });
});
