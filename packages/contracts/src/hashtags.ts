import { foldAccents } from './text-folding.js';

/** The longest tag kept; a longer run of letters after '#' is not a tag. */
export const HASHTAG_MAX_LENGTH = 50;

/**
 * `#` then letters, digits or '_', not in the middle of a word or a link's fragment ("a#b" and
 * "/page#top" are not tags). The lookbehind keeps the '#' out of the match's start.
 */
const HASHTAG = new RegExp(
  `(?<![\\p{L}\\p{N}_/#&])#([\\p{L}\\p{N}_]{1,${HASHTAG_MAX_LENGTH}})(?![\\p{L}\\p{N}_])`,
  'gu',
);

/** Where each hashtag is in a text, as written (without '#'). */
export function hashtagMatches(text: string): { index: number; length: number; tag: string }[] {
  return [...text.matchAll(HASHTAG)]
    .filter((match) => /\p{L}/u.test(match[1] ?? '')) // '#1' is a number, not a tag
    .map((match) => ({ index: match.index, length: match[0].length, tag: match[1] ?? '' }));
}

/** The key a tag is found by: '#Tết', '#tet' and '#TET' are one tag. */
export function hashtagKey(tag: string): string {
  return foldAccents(tag.normalize('NFC'));
}

/** The distinct tag keys of a text, in order of first use. */
export function hashtagKeysIn(text: string): string[] {
  return [...new Set(hashtagMatches(text).map((match) => hashtagKey(match.tag)))];
}
