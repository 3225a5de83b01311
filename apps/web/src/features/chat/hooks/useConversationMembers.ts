import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationView, ParticipantView } from '@teamhub/contracts';
import { chatKeys, fetchMembers } from '../api';

/**
 * Every member of the conversation, a page at a time (a conversation view carries only the first
 * few). Until the first page arrives, `members` is that preview. Refetched when members change
 * (useChatRealtime).
 */
export function useConversationMembers(conversation: ConversationView, enabled = true) {
  const query = useInfiniteQuery({
    enabled,
    queryKey: chatKeys.members(conversation._id),
    queryFn: ({ pageParam }) => fetchMembers(conversation._id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.members.at(-1)?.user._id : undefined),
  });
  const members: ParticipantView[] = query.data
    ? query.data.pages.flatMap((page) => page.members)
    : conversation.participants;
  return {
    members,
    /** True once every member is loaded (a conversation within the first page is complete at once). */
    complete: !!query.data && !query.hasNextPage,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
  };
}
