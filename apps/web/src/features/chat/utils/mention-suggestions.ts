import { MENTION_ALL, type ConversationView, type ParticipantView } from '@teamhub/contracts';
import type { MentionCandidate } from '../../../components/mention-picking';

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
