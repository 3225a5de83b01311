import type { MessageReaction } from '@teamhub/contracts';
import type { ReactionRecord } from './chat-sql.js';

/** The reactions as `viewerId` sees them: the same counts for all, their own marked. */
export const presentReactions = (reactions: ReactionRecord[], viewerId: string): MessageReaction[] =>
  reactions.map((reaction) => ({
    emoji: reaction.emoji,
    count: reaction.count,
    reactedByMe: reaction.userIds.includes(viewerId),
  }));

/**
 * `userIds` split into groups that see the same reactions: everyone who reacted with the same emojis
 * (most often, nobody reacted: one group). A live event is then sent once per group, not per person.
 */
export function sameReactionsGroups(reactions: ReactionRecord[], userIds: string[]): string[][] {
  if (reactions.length === 0) return userIds.length > 0 ? [userIds] : [];
  const groups = new Map<string, string[]>();
  for (const userId of userIds) {
    const key = reactions.map((reaction) => (reaction.userIds.includes(userId) ? '1' : '0')).join('');
    const group = groups.get(key);
    if (group) group.push(userId);
    else groups.set(key, [userId]);
  }
  return [...groups.values()];
}
