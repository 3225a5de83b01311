import { foldAccents, MENTION_ALL, type ConversationView, type ParticipantView } from '@teamhub/contracts';

/** One entry of the composer's "@" list: a member, or everyone (`@all`). */
export interface MentionCandidate {
  username: string;
  avatar: string;
  /** `@all`: every member of the conversation. */
  everyone?: true;
}

/** How many entries the list shows at once. */
export const MENTION_SUGGESTIONS_MAX = 8;

/**
 * Who may be named in a conversation: its members (not me, nor deleted accounts), and first `@all`
 * in a group, or in a community when I am one of its admins or owners (the server's rule).
 */
export function mentionCandidates(
  conversation: Pick<ConversationView, 'type'>,
  members: readonly ParticipantView[],
  myId: string | undefined,
): MentionCandidate[] {
  const me = members.find((member) => member.user._id === myId);
  const mayNameAll =
    conversation.type === 'group' || (conversation.type === 'community' && me !== undefined && me.role !== 'member');
  const people = members
    .filter((member) => member.user._id !== myId && !member.user.deleted)
    .map((member) => ({ username: member.user.username, avatar: member.user.avatar }));
  return mayNameAll ? [{ username: MENTION_ALL, avatar: '', everyone: true }, ...people] : people;
}

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
