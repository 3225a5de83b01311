import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../src/lib/answer-encoding.js';

describe('the encoding of an answer', () => {
  it('gives browsers brotli, and gzip or nothing to clients that do not take it', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate, zstd')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it("follows the client's q-values, ties going to brotli", () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('GZIP;q=0.8, BR;q=0.8')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('gzip;q=oops')).toBeUndefined();
  });

  it('reads * as every encoding not named', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding(['deflate', 'gzip'])).toBe('gzip');
  });
});
