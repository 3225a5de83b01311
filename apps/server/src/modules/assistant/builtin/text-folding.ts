import { foldAccents } from '@teamhub/contracts';

/**
 * Accent- and case-insensitive text for matching questions typed with or without Vietnamese
 * diacritics: NFD, combining marks removed, đ → d, lower case. 'Công việc', 'CONG VIEC' and
 * 'cong viec' all fold to 'cong viec' (the search folds words the same way: search-query's `foldWord`).
 */
export const fold = foldAccents;

/** A word of the original text with its folded form. */
export interface Word {
  original: string;
  folded: string;
}

/** Letters, digits, '_' and '@' runs (usernames keep their underscores; '@lan' stays one word). */
const WORD = /[@#]?[\p{L}\p{N}_]+(?:[.'’-][\p{L}\p{N}_]+)*/gu;

export function wordsOf(text: string): Word[] {
  return [...text.normalize('NFC').matchAll(WORD)].map((match) => ({ original: match[0], folded: fold(match[0]) }));
}

/** The folded words of `text`, without '@' and '#'. */
export function foldedWords(text: string): string[] {
  return wordsOf(text).map((word) => word.folded.replace(/^[@#]/u, ''));
}
