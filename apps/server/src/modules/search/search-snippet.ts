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
  // Asked of every word read: a set and a short list, not a walk through each word's options.
  const whole = new Set(query.words.flatMap((word) => [word.folded, ...word.alternatives]));
  const prefixes = query.words.filter((word) => word.prefix).map((word) => word.folded);
  return (folded: string) => whole.has(folded) || prefixes.some((prefix) => folded.startsWith(prefix));
}

/**
 * The words of `text`, each found and folded only when first asked for: a snippet of a long page
 * needs the words up to its first match and a little after, not all of them.
 */
function wordsOf(text: string): (index: number) => Token | undefined {
  const tokens: Token[] = [];
  const word = new RegExp(WORD);
  let ended = false;
  return (index) => {
    while (tokens.length <= index) {
      // Past the last word exec starts again from the first: it is not asked again.
      const match = ended ? null : word.exec(text);
      if (!match) {
        ended = true;
        return undefined;
      }
      tokens.push({ start: match.index, end: match.index + match[0].length, folded: foldWord(match[0]) });
    }
    return tokens[index];
  };
}

/** The `[start, end)` ranges of `text` holding the query's words and phrases, in order, not overlapping. */
function* matchesOf(text: string, query: ParsedQuery): Generator<[number, number]> {
  const word = wordsOf(text);
  const isWanted = wordMatcher(query);
  // A phrase found marks its words up to here.
  let phraseUntil = -1;
  for (let index = 0, token = word(0); token; index += 1, token = word(index)) {
    for (const phrase of query.phrases) {
      if (phrase.every((folded, offset) => word(index + offset)?.folded === folded)) {
        phraseUntil = Math.max(phraseUntil, index + phrase.length - 1);
      }
    }
    if (index <= phraseUntil || isWanted(token.folded)) yield [token.start, token.end];
  }
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
  const matches = matchesOf(flat, query);
  if (flat.length <= length) return { text: flat, highlights: [...matches] };
  const firstMatch = matches.next();
  const first = firstMatch.done ? 0 : firstMatch.value[0];
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
  const highlights: [number, number][] = [];
  // The matches in the excerpt; the words after it are not read.
  for (let match = firstMatch; !match.done && match.value[0] < end; match = matches.next()) {
    const [from, to] = match.value;
    if (from >= start && to <= end) highlights.push([from + shift, to + shift]);
  }
  return { text: excerpt, highlights };
}

/** The first of `texts` that holds a match (or, when none does, the first that is not empty). */
export function bestText(texts: string[], query: ParsedQuery): string {
  const holdsMatch = (text: string) => !matchesOf(text, query).next().done;
  return texts.find(holdsMatch) ?? texts.find((text) => text.trim() !== '') ?? '';
}
