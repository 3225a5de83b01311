import { describe, expect, it } from 'vitest';
import { foldedWords, matchName } from './match-name';

const marks = (name: string, query: string) =>
  matchName(name, foldedWords(query))?.highlights.map(([start, end]) => name.slice(start, end)) ?? null;

describe('matchName', () => {
  it('ignores accents and case, "đ" included', () => {
    expect(marks('Đà Nẵng', 'da nang')).toEqual(['Đà', 'Nẵng']);
    expect(marks('Tài liệu của tôi', 'TAI LIEU')).toEqual(['Tài', 'liệu']);
  });

  it('matches the start of words while typing, and nothing inside a word', () => {
    expect(marks('Website bán hàng', 'ban h')).toEqual(['bán', 'h']);
    expect(marks('Website bán hàng', 'site')).toBeNull();
    expect(marks('Website bán hàng', 'ban xyz')).toBeNull();
  });

  it('ranks a name that starts with the question first', () => {
    expect(matchName('Tài liệu nội bộ', foldedWords('tai lieu'))?.rank).toBe(0);
    expect(matchName('Viết tài liệu', foldedWords('tai lieu'))?.rank).toBe(1);
  });

  it('finds nothing for an empty question', () => {
    expect(matchName('Chat', foldedWords('   '))).toBeNull();
  });
});
