import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight-segments';

const marked = (text: string, ranges: [number, number][]) =>
  highlightSegments(text, ranges)
    .filter((segment) => segment.marked)
    .map((segment) => segment.text);

describe('highlightSegments', () => {
  it('cuts the text into plain and marked pieces that put it back together', () => {
    const text = 'Gửi tài liệu thiết kế cho khách hàng';
    const segments = highlightSegments(text, [[4, 12]]);
    expect(segments).toEqual([
      { text: 'Gửi ', marked: false },
      { text: 'tài liệu', marked: true },
      { text: ' thiết kế cho khách hàng', marked: false },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('marks each range, and words one after the other as one piece', () => {
    const text = 'Gửi tài liệu thiết kế cho khách hàng';
    expect(
      marked(text, [
        [4, 7],
        [8, 12],
      ]),
    ).toEqual(['tài liệu']);
    expect(
      marked(text, [
        [4, 7],
        [13, 18],
      ]),
    ).toEqual(['tài', 'thiết']);
  });

  it('merges overlapping ranges and sorts them', () => {
    expect(
      marked('abcdefghij', [
        [6, 9],
        [1, 4],
        [2, 5],
      ]),
    ).toEqual(['bcde', 'ghi']);
  });

  it('clamps ranges to the text and drops empty, reversed and unreadable ones', () => {
    expect(marked('hello', [[3, 99]])).toEqual(['lo']);
    expect(marked('hello', [[-5, 2]])).toEqual(['he']);
    expect(
      marked('hello', [
        [4, 2],
        [2, 2],
        [50, 60],
        [Number.NaN, 3],
      ]),
    ).toEqual(['hel']);
    expect(highlightSegments('', [[0, 4]])).toEqual([]);
  });

  it('never cuts an emoji in half', () => {
    const text = 'ok 👍 ok';
    // 👍 is two UTF-16 units, at 3 and 4: a range ending or starting between them takes the whole emoji.
    expect(marked(text, [[3, 4]])).toEqual(['👍']);
    expect(marked(text, [[4, 5]])).toEqual(['👍']);
  });

  it('answers one plain piece when nothing is marked', () => {
    expect(highlightSegments('plain', [])).toEqual([{ text: 'plain', marked: false }]);
  });
});
