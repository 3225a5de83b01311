import { foldAccents } from '@teamhub/contracts';

/** One entry of a text box's "@" list: a member, or everyone (`@all`). */
export interface MentionCandidate {
  username: string;
  avatar: string;
  /** `@all`: everyone there (a chat group's members). */
  everyone?: true;
}

/** How many entries the list shows at once. */
export const MENTION_SUGGESTIONS_MAX = 8;

/** The candidates whose name starts with what was typed, then those containing it; accents and case aside. */
export function mentionSuggestions(candidates: readonly MentionCandidate[], query: string): MentionCandidate[] {
  const wanted = foldAccents(query);
  const starts: MentionCandidate[] = [];
  const contains: MentionCandidate[] = [];
  for (const candidate of candidates) {
    const name = foldAccents(candidate.username);
    if (name.startsWith(wanted)) starts.push(candidate);
    else if (name.includes(wanted)) contains.push(candidate);
  }
  return [...starts, ...contains].slice(0, MENTION_SUGGESTIONS_MAX);
}

/** The text with the name being typed (from `start`, '@' included, to `caret`) replaced by `@username `. */
export function insertMention(text: string, start: number, caret: number, username: string) {
  const inserted = `@${username} `;
  const rest = text.slice(caret).replace(/^ /u, '');
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length };
}

/** The id of one option of the list `listId`, for the composer's aria-activedescendant. */
export const mentionOptionId = (listId: string, index: number) => `${listId}-${index}`;
