import { describe, expect, it } from 'vitest';
import { indexedKinds, matchShare, type WordStatistics } from './search-frequency.js';
import { parseQuery, withAlternatives } from './search-query.js';

/** Shares as the benchmark's 200,000 messages have them (pg_stats, rounded). */
const messages: WordStatistics = {
  shares: new Map([
    ['hop', 0.0675],
    ['meeting', 0.07],
    ['tai', 0.0254],
    ['lieu', 0.0322],
    ['design', 0.0108],
    ['review', 0.0101],
    ['reviewer', 0.002],
    ['presentation', 0.0052],
    ['thi', 0.048],
    ['thiet', 0.0236],
  ]),
  floor: 0.0018,
  rows: 200_000,
};
const posts: WordStatistics = { shares: new Map([['hop', 0.1868]]), floor: 0.005, rows: 5_000 };
const comments: WordStatistics = { ...messages, rows: 15_000 };

describe('how common a question is', () => {
  it('counts a prefix as every listed word it begins, plus the unlisted ones', () => {
    expect(matchShare(parseQuery('review'), messages)).toBeCloseTo(0.0101 + 0.002 + 0.0018);
    expect(matchShare(parseQuery('kubernetes'), messages)).toBeCloseTo(0.0018);
  });

  it('takes all words as no commoner than the rarest, any word as their sum', () => {
    expect(matchShare(parseQuery('design review'), messages)).toBeCloseTo(0.0108 + 0.0018);
    expect(matchShare(parseQuery('"tài liệu"'), messages)).toBeCloseTo(0.0254);
    expect(matchShare({ ...parseQuery('design review'), anyWord: true }, messages)).toBeCloseTo(
      0.0108 + 0.0018 + 0.0101 + 0.002 + 0.0018,
    );
  });

  it('adds the near spellings of a misspelt word', () => {
    const typo = withAlternatives(parseQuery('presentaton'), new Map([['presentaton', ['presentation']]]));
    expect(matchShare(typo, messages)).toBeCloseTo(0.0018 + 0.0052);
  });

  it('takes a prefix of fewer than four letters as common', () => {
    expect(matchShare(parseQuery('th'), messages)).toBe(1);
    expect(matchShare(parseQuery('tài liệu'), messages)).toBeCloseTo(0.0322 + 0.0018);
    expect(matchShare(parseQuery('"th"'), messages)).toBeCloseTo(0.0018);
  });
});

describe('which kinds are read through the index alone', () => {
  it('reads a rare word through the index, a common one newest first', () => {
    const statistics = { message: messages, post: posts, comment: comments };
    expect(indexedKinds(parseQuery('kubernetes'), statistics)).toEqual(['message', 'post', 'comment']);
    expect(indexedKinds(parseQuery('tài liệu'), statistics)).toEqual(['message', 'post', 'comment']);
    // In 7 % of messages and comments: 140 of a member's newest 2,000 messages, 70 of the newest
    // 1,000 comments; in no more than 0.5 % of posts.
    expect(indexedKinds(parseQuery('meeting'), statistics)).toEqual(['post', 'comment']);
    expect(indexedKinds(parseQuery('họp'), statistics)).toEqual([]);
  });

  it('reads newest first a table not analyzed yet, or one where the matches are too many to read', () => {
    expect(indexedKinds(parseQuery('kubernetes'), { post: posts })).toEqual(['post']);
    const huge = { ...messages, rows: 20_000_000 };
    expect(indexedKinds(parseQuery('tài liệu'), { message: huge, post: posts })).toEqual(['post']);
  });
});
