import { useQuery } from '@tanstack/react-query';
import type { ConversationRead, ConversationView, MessageView } from '@teamhub/contracts';
import { useCallback, useMemo } from 'react';
import { useSession } from '../../../lib/session/useSession';
import { chatKeys, fetchReads } from '../api';
import type { Reader } from '../components/ReadReceipts';
import { isGroupLike } from '../utils/conversation-display';
import { groupReceipts, seenMessageId, type GroupReceipt } from '../utils/read-receipts';
import { useConversationMembers } from './useConversationMembers';

const NONE: ConversationRead[] = [];

/**
 * How far the others have read the conversation: fetched each time it opens, then kept current by
 * conversation-read (useChatRealtime). Someone who turned read receipts off sees none, so nothing is asked.
 */
function useReads(conversationId: string): ConversationRead[] {
  const { user } = useSession();
  const enabled = user?.sendReadReceipts !== false;
  const query = useQuery({
    queryKey: chatKeys.reads(conversationId),
    queryFn: () => fetchReads(conversationId),
    enabled,
  });
  return (enabled && query.data) || NONE;
}

export interface ReceiptPlacement {
  /** Direct conversation: the caller's message that shows "Seen". */
  seenId: string | undefined;
  /** Group or community: the receipts under each message. */
  group: Map<string, GroupReceipt>;
  readerOf: (userId: string) => Reader | undefined;
}

/** Where the loaded history shows read receipts, and the names and faces of the readers. */
export function useReadReceipts(conversation: ConversationView, messages: MessageView[]): ReceiptPlacement {
  const { user } = useSession();
  const reads = useReads(conversation._id);
  const grouped = isGroupLike(conversation);
  const { members } = useConversationMembers(conversation, grouped);
  const people = useMemo(() => {
    const known = new Map<string, Reader>();
    for (const participant of [...conversation.participants, ...members]) {
      known.set(participant.user._id, { username: participant.user.username, avatar: participant.user.avatar });
    }
    return known;
  }, [conversation.participants, members]);
  const readerOf = useCallback((userId: string) => people.get(userId), [people]);
  const seenId = useMemo(
    () => (grouped || !user ? undefined : seenMessageId(messages, reads, user._id)),
    [grouped, messages, reads, user],
  );
  const group = useMemo(() => (grouped ? groupReceipts(messages, reads) : new Map()), [grouped, messages, reads]);
  return { seenId, group, readerOf };
}
