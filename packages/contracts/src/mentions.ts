// The keys and the composer's query are in mention-keys.ts and mention-query.ts: the feed's first route
// carries only this reading.
import { LIMITS } from './limits.js';

/** `@all` in a group (and, from its admins and owners, in a community) names every member. */
export const MENTION_ALL = 'all';

/**
 * `@` then a username's characters (letters, digits, '.', '_', '-': auth.ts's rule), not in the middle
 * of a word or an address ("an@team.vn" names nobody). The run is cut at trailing '.' and '-' so a
 * sentence's punctuation ("hi @an.") stays out of the name.
 */
const MENTION = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{N}._-]+)/gu;

export interface MentionMatch {
  index: number;
  /** Of '@' and the name. */
  length: number;
  /** As written, without '@'. */
  username: string;
}

/** Where each mention is in a text: a name of a username's length, or `@all`. */
export function mentionMatches(text: string): MentionMatch[] {
  const found: MentionMatch[] = [];
  for (const match of text.matchAll(MENTION)) {
    const username = (match[1] ?? '').replace(/[.-]+$/u, '');
    const size = Array.from(username).length;
    const isAll = username.toLowerCase() === MENTION_ALL;
    if (!isAll && (size < LIMITS.username.min || size > LIMITS.username.max)) continue;
    found.push({ index: match.index, length: username.length + 1, username });
  }
  return found;
}
