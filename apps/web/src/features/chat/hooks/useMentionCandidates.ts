import type { ConversationView } from '@teamhub/contracts';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session/useSession';
import type { MentionCandidate } from '../../../components/mention-picking';
import { mentionCandidates } from '../utils/mention-suggestions';
import { useConversationMembers } from './useConversationMembers';

/** Whom the composer offers after "@" in this conversation (its loaded members, and @all where allowed). */
export function useMentionCandidates(conversation: ConversationView): MentionCandidate[] {
  const { user } = useSession();
  const { members } = useConversationMembers(conversation);
  return useMemo(() => mentionCandidates(conversation, members, user?._id), [conversation, members, user?._id]);
}
