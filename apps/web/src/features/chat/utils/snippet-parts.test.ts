import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet-parts';

describe('snippetParts', () => {
  it('marks the matched ranges and keeps the text between them', () => {
    expect(snippetParts('Gửi tài liệu thiết kế', [[4, 12]])).toEqual([
      { text: 'Gửi ', marked: false },
      { text: 'tài liệu', marked: true },
      { text: ' thiết kế', marked: false },
    ]);
  });

  it('answers the whole text unmarked without ranges, and nothing for an empty text', () => {
    expect(snippetParts('plain', [])).toEqual([{ text: 'plain', marked: false }]);
    expect(snippetParts('', [[0, 3]])).toEqual([]);
  });

  it('joins overlapping and touching ranges given in any order', () => {
    expect(
      snippetParts('abcdefgh', [
        [4, 6],
        [1, 3],
        [2, 4],
      ]),
    ).toEqual([
      { text: 'a', marked: false },
      { text: 'bcdef', marked: true },
      { text: 'gh', marked: false },
    ]);
  });

  it('joins the words of a phrase, only spaces apart, into one mark', () => {
    expect(
      snippetParts('Gửi tài liệu, thiết kế', [
        [4, 7],
        [8, 12],
        [14, 19],
      ]),
    ).toEqual([
      { text: 'Gửi ', marked: false },
      { text: 'tài liệu', marked: true },
      { text: ', ', marked: false },
      { text: 'thiết', marked: true },
      { text: ' kế', marked: false },
    ]);
  });

  it('clips ranges past either end and drops empty or reversed ones', () => {
    expect(
      snippetParts('abc', [
        [-2, 1],
        [2, 99],
        [1, 1],
        [3, 2],
      ]),
    ).toEqual([
      { text: 'a', marked: true },
      { text: 'b', marked: false },
      { text: 'c', marked: true },
    ]);
  });

  it('keeps markup in the text as text', () => {
    const parts = snippetParts('<b>bold</b> word', [[12, 16]]);
    expect(parts.map((part) => part.text).join('')).toBe('<b>bold</b> word');
    expect(parts.at(-1)).toEqual({ text: 'word', marked: true });
  });
});
