import { describe, expect, it } from 'vitest';
import { chunkText, cleanText, cutAt } from './document-text-chunking.js';

describe('cleanText', () => {
  it('drops NUL and control characters, composes accents and collapses runs of spaces and blank lines', () => {
    const raw = '\u0000  Ta\u0300i\tlie\u0323\u0302u\u0001 \r\n\r\n\r\n\f  second\u00a0\u00a0line  \u2028third ';
    expect(cleanText(raw)).toBe('Tài liệu\n\nsecond line\nthird');
  });
});

describe('cutAt', () => {
  it('keeps short text and never cuts an emoji in half', () => {
    expect(cutAt('abc', 5)).toBe('abc');
    expect(cutAt('ab😀c', 3)).toBe('ab');
    expect(cutAt('ab😀c', 4)).toBe('ab😀');
  });
});

describe('chunkText', () => {
  it('cuts after a paragraph rather than a line, after a line rather than a word', () => {
    const first = 'a'.repeat(60);
    const text = `${first}\n\n${'b'.repeat(20)}\n${'c'.repeat(15)} ${'d'.repeat(20)}`;
    expect(chunkText(text, 100)).toEqual([first, `${'b'.repeat(20)}\n${'c'.repeat(15)} ${'d'.repeat(20)}`]);
    const lines = `${'a'.repeat(60)}\n${'b'.repeat(30)} ${'c'.repeat(30)}`;
    expect(chunkText(lines, 100)).toEqual(['a'.repeat(60), `${'b'.repeat(30)} ${'c'.repeat(30)}`]);
  });

  it('ignores a boundary in the chunk’s first half and cuts a word longer than a chunk', () => {
    const words = `${'a'.repeat(10)}\n\n${'b'.repeat(70)} ${'c'.repeat(50)}`;
    expect(chunkText(words, 100)).toEqual([`${'a'.repeat(10)}\n\n${'b'.repeat(70)}`, 'c'.repeat(50)]);
    expect(chunkText('x'.repeat(250), 100)).toEqual(['x'.repeat(100), 'x'.repeat(100), 'x'.repeat(50)]);
  });

  it('keeps every word, each chunk within the limit', () => {
    const text = Array.from({ length: 2000 }, (_, index) => `word${index}${index % 37 === 0 ? '\n\n' : ' '}`).join('');
    const chunks = chunkText(text.trim(), 3000);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(3000);
    expect(chunks.join(' ').split(/\s+/u)).toEqual(text.trim().split(/\s+/u));
  });
});
