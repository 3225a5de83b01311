import { hashtagMatches } from './hashtags.js';
import { mentionMatches } from './mentions.js';

/** A piece of a caption, comment or message that links somewhere. */
export type TextToken =
  | { kind: 'hashtag'; index: number; length: number; tag: string }
  | { kind: 'mention'; index: number; length: number; username: string };

/**
 * The hashtags and mentions of a text in order, for the web to link: one walk over both rules, so a
 * caption's '#tag' and '@name' are read the same way everywhere.
 */
export function textTokens(text: string): TextToken[] {
  const tokens: TextToken[] = [
    ...hashtagMatches(text).map((match) => ({ kind: 'hashtag' as const, ...match })),
    ...mentionMatches(text).map((match) => ({ kind: 'mention' as const, ...match })),
  ];
  return tokens.sort((a, b) => a.index - b.index);
}
