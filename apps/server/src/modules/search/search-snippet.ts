import { SEARCH_LIMITS, type SearchSnippet } from '@teamhub/contracts';
import { foldWord, type ParsedQuery } from './search-query.js';

const WORD = /[\p{L}\p{N}]+/gu;

interface Token {
  start: number;
  end: number;
  folded: string;
}

/** Whether a folded word of the text is one the query asked for (a word, its prefix or near spelling). */
function wordMatcher(query: ParsedQuery) {
  return (folded: string) =>
    query.words.some(
      (word) =>
        folded === word.folded || (word.prefix && folded.startsWith(word.folded)) || word.alternatives.includes(folded),
    );
}

/** The `[start, end)` ranges of `text` holding the query's words and phrases, in order, not overlapping. */
export function matchRanges(text: string, query: ParsedQuery): [number, number][] {
  const tokens: Token[] = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    folded: foldWord(match[0]),
  }));
  const marked = new Array<boolean>(tokens.length).fill(false);
  const isWanted = wordMatcher(query);
  tokens.forEach((token, index) => {
    if (isWanted(token.folded)) marked[index] = true;
  });
  for (const phrase of query.phrases) {
    for (let index = 0; index + phrase.length <= tokens.length; index += 1) {
      if (phrase.every((word, offset) => tokens[index + offset]?.folded === word)) {
        for (let offset = 0; offset < phrase.length; offset += 1) marked[index + offset] = true;
      }
    }
  }
  const ranges: [number, number][] = [];
  tokens.forEach((token, index) => {
    if (marked[index]) ranges.push([token.start, token.end]);
  });
  return ranges;
}

/**
 * A short plain-text excerpt of `text` around its first match, with the matched words as ranges in
 * the excerpt. Whitespace is collapsed; an excerpt that does not start or end with the text has "…".
 * The text is never read as markup: the client marks the ranges itself.
 */
export function snippetOf(
  text: string,
  query: ParsedQuery,
  length: number = SEARCH_LIMITS.snippetLength,
): SearchSnippet {
  const flat = text.normalize('NFC').replace(/\s+/gu, ' ').trim();
  const ranges = matchRanges(flat, query);
  if (flat.length <= length) return { text: flat, highlights: ranges };
  const first = ranges[0]?.[0] ?? 0;
  // Some words before the first match, so it is read in its sentence.
  let start = Math.max(0, Math.min(first - Math.floor(length / 3), flat.length - length));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start && space > first) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const excerpt = `${lead}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
  const shift = lead.length - start;
  const highlights = ranges
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]) => [from + shift, to + shift] as [number, number]);
  return { text: excerpt, highlights };
}

/** The first of `texts` that holds a match (or, when none does, the first that is not empty). */
export function bestText(texts: string[], query: ParsedQuery): string {
  return texts.find((text) => matchRanges(text, query).length > 0) ?? texts.find((text) => text.trim() !== '') ?? '';
}
