import { describe, expect, it } from 'vitest';
import {
  correctableWords,
  editDistanceAtMostOne,
  foldWord,
  parseQuery,
  tsqueryText,
  withAlternatives,
} from './search-query.js';

describe('reading a search question', () => {
  it('folds accents, đ and case the way the index does', () => {
    expect(foldWord('Đà Nẵng')).toBe('da nang');
    expect(foldWord('TÀI LIỆU')).toBe('tai lieu');
    // Decomposed input (a Mac's file names) folds the same.
    expect(foldWord('ti\u0301nh')).toBe('tinh');
  });

  it('splits where the index splits, drops repeats, and makes words of two letters or more prefixes', () => {
    expect(parseQuery('bao_cao-Q3.pdf bao a')).toEqual({
      words: [
        { folded: 'bao', prefix: true, alternatives: [] },
        { folded: 'cao', prefix: true, alternatives: [] },
        { folded: 'q3', prefix: true, alternatives: [] },
        { folded: 'pdf', prefix: true, alternatives: [] },
        { folded: 'a', prefix: false, alternatives: [] },
      ],
      phrases: [],
    });
  });

  it('reads quoted words as a phrase and a quoted single word as whole', () => {
    const query = parseQuery('“kế hoạch tuần” "thiet" an');
    expect(query.phrases).toEqual([['ke', 'hoach', 'tuan']]);
    expect(query.words).toEqual([
      { folded: 'thiet', prefix: false, alternatives: [] },
      { folded: 'an', prefix: true, alternatives: [] },
    ]);
    expect(tsqueryText(query)).toBe("'thiet' & 'an':* & ('ke' <-> 'hoach' <-> 'tuan')");
    // An unclosed quote still reads as a phrase.
    expect(parseQuery('"tai lieu').phrases).toEqual([['tai', 'lieu']]);
  });

  it('keeps at most eight words, phrases first', () => {
    const query = parseQuery(`"a b c d e f" ${'word '.repeat(3)}x y z w`);
    expect(query.phrases[0]).toHaveLength(6);
    expect(query.words.map((word) => word.folded)).toEqual(['word', 'x']);
  });

  it('quotes every word, so nothing typed is read as an operator', () => {
    expect(tsqueryText(parseQuery("it's a & b | !c:*"))).toBe("'it':* & 's' & 'a' & 'b' & 'c'");
  });

  it('corrects only longer words that are in no text, to spellings one edit away', () => {
    const query = parseQuery('presentaton thiet markteing');
    expect(correctableWords(query)).toEqual(['presentaton', 'thiet', 'markteing']);
    const corrected = withAlternatives(
      query,
      new Map([
        ['presentaton', ['presentation', 'presents', 'representation']],
        ['thiet', ['thiet', 'thiep']],
        ['markteing', ['marketing', 'markets']],
      ]),
    );
    expect(corrected.words.map((word) => word.alternatives)).toEqual([['presentation'], [], ['marketing']]);
    expect(tsqueryText(corrected)).toBe(
      "('presentaton':* | 'presentation') & 'thiet':* & ('markteing':* | 'marketing')",
    );
  });

  it('a word that begins a known word was typed right (still typing)', () => {
    const query = withAlternatives(parseQuery('presen'), new Map([['presen', ['presents', 'present']]]));
    expect(query.words[0]!.alternatives).toEqual([]);
  });

  it('counts one insertion, deletion, substitution or swap as one edit', () => {
    expect(editDistanceAtMostOne('presentaton', 'presentation')).toBe(true);
    expect(editDistanceAtMostOne('markteing', 'marketing')).toBe(true);
    expect(editDistanceAtMostOne('quartrly', 'quarterly')).toBe(true);
    expect(editDistanceAtMostOne('hello', 'hallo')).toBe(true);
    expect(editDistanceAtMostOne('prezentaton', 'presentation')).toBe(false);
    expect(editDistanceAtMostOne('abcd', 'badc')).toBe(false);
    expect(editDistanceAtMostOne('quartz', 'quarterly')).toBe(false);
  });
});
