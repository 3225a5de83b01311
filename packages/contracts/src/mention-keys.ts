import { mentionMatches } from './mentions.js';

/** The key a username is found by (usernames are unique without regard to case). */
export const mentionKey = (username: string) => username.normalize('NFC').toLowerCase();

/** The distinct names a text mentions, as keys, in order of first use (`all` included when written). */
export function mentionKeysIn(text: string): string[] {
  return [...new Set(mentionMatches(text).map((match) => mentionKey(match.username)))];
}
