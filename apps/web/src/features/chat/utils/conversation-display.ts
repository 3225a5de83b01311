import type { ChatUser, ConversationView, ParticipantView } from '@teamhub/contracts';

export const isGroupLike = (conversation: Pick<ConversationView, 'type'>) => conversation.type !== 'direct';

/** In a direct conversation, the participant who is not the current user. */
export function otherParticipant(conversation: ConversationView, currentUserId: string | undefined): ChatUser | null {
  if (conversation.type !== 'direct') return null;
  const others = conversation.participants.filter((participant) => participant.user._id !== currentUserId);
  return (others[0] ?? conversation.participants[0])?.user ?? null;
}

/**
 * What a conversation is called: its name for groups and communities, the other participant's
 * username for direct chats. Empty when there is nothing to show (the caller adds a fallback).
 */
export function conversationTitle(conversation: ConversationView, currentUserId: string | undefined): string {
  if (conversation.type !== 'direct') return conversation.name.trim();
  return otherParticipant(conversation, currentUserId)?.username ?? conversation.name.trim();
}

/** The picture for a conversation: the other participant's avatar for direct chats. */
export function conversationAvatar(conversation: ConversationView, currentUserId: string | undefined): string {
  if (conversation.type !== 'direct') return conversation.avatar;
  return otherParticipant(conversation, currentUserId)?.avatar ?? conversation.avatar;
}

/** How many of `members` are online right now. */
export function onlineMemberCount(members: readonly ParticipantView[], onlineUserIds: ReadonlySet<string>): number {
  return members.filter((participant) => onlineUserIds.has(participant.user._id)).length;
}
