import { describe, expect, it } from 'vitest';
import { parseQuery, withAlternatives } from './search-query.js';
import { bestText, snippetOf } from './search-snippet.js';

const marked = (snippet: { text: string; highlights: [number, number][] }) =>
  snippet.highlights.map(([start, end]) => snippet.text.slice(start, end));

describe('snippets', () => {
  it('marks accented words found by unaccented ones, prefixes included', () => {
    const snippet = snippetOf('Gửi tài liệu THIẾT KẾ cho khách', parseQuery('tai lieu thi'));
    expect(snippet.text).toBe('Gửi tài liệu THIẾT KẾ cho khách');
    expect(marked(snippet)).toEqual(['tài', 'liệu', 'THIẾT']);
  });

  it('marks a phrase only where its words follow each other', () => {
    const query = parseQuery('"ke hoach"');
    expect(marked(snippetOf('kế hoạch mới, hoạch định kế', query))).toEqual(['kế', 'hoạch']);
  });

  it('marks near spellings the search matched', () => {
    const query = withAlternatives(parseQuery('presentaton'), new Map([['presentaton', ['presentation']]]));
    expect(marked(snippetOf('The presentation is ready', query))).toEqual(['presentation']);
  });

  it('cuts a long text around the first match, at word boundaries, with ellipses', () => {
    const text = `${'mở đầu '.repeat(60)}đây là từ khóa cần tìm ${'kết thúc '.repeat(60)}`;
    const snippet = snippetOf(text, parseQuery('khoa'), 80);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(82);
    expect(marked(snippet)).toEqual(['khóa']);
    expect(snippet.text).toContain('đây là từ khóa');
  });

  it('gives text as text: markup in a message stays characters, and whitespace is collapsed', () => {
    const snippet = snippetOf('<b>tài</b>\n\n  <script>x</script>', parseQuery('tai'));
    expect(snippet.text).toBe('<b>tài</b> <script>x</script>');
    expect(marked(snippet)).toEqual(['tài']);
  });

  it('ranges are UTF-16 indices of the returned text, emoji before the match included', () => {
    const snippet = snippetOf('🎉🎉 chúc mừng', parseQuery('chuc'));
    expect(snippet.highlights).toEqual([[5, 9]]);
    expect(marked(snippet)).toEqual(['chúc']);
  });

  it('picks the first text with a match, or the first that is not empty', () => {
    const query = parseQuery('tai');
    expect(bestText(['', 'không có', 'có tài'], query)).toBe('có tài');
    expect(bestText(['', 'không có'], query)).toBe('không có');
    expect(snippetOf('', query).highlights).toEqual([]);
  });
});
