import { foldAccents, SEARCH_LIMITS } from '@teamhub/contracts';

/**
 * What a person typed, read as search words: accents and case ignored, every word a prefix from its
 * second letter on (results while typing), "quoted words" an exact phrase. Words are split where the
 * index splits them (anything that is not a letter or digit), so "bao_cao-q3" is "bao cao q3".
 */

const ASCII = /^\p{ASCII}*$/u;

/**
 * Words with accents already folded. A snippet folds every word it reads, and a team writes the same
 * few thousand Vietnamese syllables over and over; folding one (NFD, marks off, lower case) costs
 * about fifty times a look-up. Emptied when full, so it stays a few hundred kilobytes.
 */
const folded = new Map<string, string>();
const FOLDED_KEPT = 20_000;

/** A word's letters as the index keeps them: NFD without marks, đ → d, lower case ('Tài' → 'tai'). */
export function foldWord(word: string): string {
  // Most words are plain ASCII: nothing to take off but the case.
  if (ASCII.test(word)) return word.toLowerCase();
  let result = folded.get(word);
  if (result === undefined) {
    if (folded.size >= FOLDED_KEPT) folded.clear();
    result = foldAccents(word);
    folded.set(word, result);
  }
  return result;
}

const WORD = /[\p{L}\p{N}]+/gu;
const PHRASE = /["“”„]([^"“”„]*)["“”„]?/gu;

/** The folded words of a text, in order. */
export function foldedWordsOf(text: string): string[] {
  return [...text.normalize('NFC').matchAll(WORD)].map((match) => foldWord(match[0]));
}

export interface SearchWord {
  folded: string;
  /** Matches any word that starts with it. */
  prefix: boolean;
  /** Near spellings of a word in no text (one typo), matched whole. */
  alternatives: string[];
}

export interface ParsedQuery {
  words: SearchWord[];
  /** Exact phrases: consecutive folded words. */
  phrases: string[][];
  /**
   * Any one word or phrase is enough (ranked by how much matches), instead of all of them: for the
   * assistant's questions in whole sentences, where most words are in no text.
   */
  anyWord?: boolean;
}

/** Words shorter than this are matched whole: a one-letter prefix matches nearly everything. */
const PREFIX_MIN = 2;
/** Only words this long are corrected (a short word one letter away is another word: "tiet", "thiet"). */
export const TYPO_MIN = 5;

export function parseQuery(query: string): ParsedQuery {
  const phrases: string[][] = [];
  const rest = query.replace(PHRASE, (_match, inner: string) => {
    const words = foldedWordsOf(inner);
    if (words.length > 1) phrases.push(words);
    // A quoted single word is just that word, matched whole.
    return words.length === 1 ? ` \u0000${words[0]} ` : ' ';
  });
  const words: SearchWord[] = [];
  for (const token of rest.split(/\s+/u)) {
    const whole = token.startsWith('\u0000');
    for (const folded of foldedWordsOf(whole ? token.slice(1) : token)) {
      if (words.some((word) => word.folded === folded)) continue;
      words.push({ folded, prefix: !whole && folded.length >= PREFIX_MIN, alternatives: [] });
    }
  }
  let budget = SEARCH_LIMITS.maxTerms;
  const kept: ParsedQuery = { words: [], phrases: [] };
  for (const phrase of phrases) {
    if (budget <= 0) break;
    kept.phrases.push(phrase.slice(0, budget));
    budget -= phrase.length;
  }
  kept.words = words.slice(0, Math.max(0, budget));
  return kept;
}

export const isEmptyQuery = (query: ParsedQuery) => query.words.length === 0 && query.phrases.length === 0;

/** The words worth looking up in the lexicon for a near spelling. */
export const correctableWords = (query: ParsedQuery) =>
  query.words.filter((word) => word.folded.length >= TYPO_MIN).map((word) => word.folded);

/**
 * Keeps, for each long word, the lexicon's near spellings one edit away, unless the word (or a word it
 * begins) is itself in the lexicon: then it was typed right.
 */
export function withAlternatives(query: ParsedQuery, similar: Map<string, string[]>): ParsedQuery {
  return {
    ...query,
    words: query.words.map((word) => {
      const candidates = similar.get(word.folded) ?? [];
      if (candidates.some((term) => term === word.folded || (word.prefix && term.startsWith(word.folded)))) return word;
      const alternatives = candidates.filter((term) => editDistanceAtMostOne(word.folded, term)).slice(0, 3);
      return { ...word, alternatives };
    }),
  };
}

/** Whether `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours. */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  // A swap of two neighbouring letters: "ab" ↔ "ba".
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/** A word as a tsquery operand: quoted, so nothing in it is read as an operator. */
const lexeme = (word: string) => `'${word.replace(/['\\]/gu, (character) => `\\${character}`)}'`;

/**
 * The query in to_tsquery's syntax for the teamhub_search configuration (which takes the accents off
 * again, harmlessly): every word (or one of its near spellings) and every phrase must be there, or
 * any one of them with `anyWord`.
 */
export function tsqueryText(query: ParsedQuery): string {
  const parts = query.words.map((word) => {
    const options = [`${lexeme(word.folded)}${word.prefix ? ':*' : ''}`, ...word.alternatives.map(lexeme)];
    return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
  });
  for (const phrase of query.phrases) parts.push(`(${phrase.map(lexeme).join(' <-> ')})`);
  return parts.join(query.anyWord ? ' | ' : ' & ');
}
