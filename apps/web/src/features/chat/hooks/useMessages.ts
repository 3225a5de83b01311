import { useInfiniteQuery } from '@tanstack/react-query';
import type { MessageHistoryAnswer } from '@teamhub/contracts';
import { useMemo } from 'react';
import { chatKeys, fetchMessages } from '../api';
import { flattenMessages, type MessagePages } from '../utils/message-cache';

/**
 * A conversation's history, paged upward: the first page is the newest, `fetchNextPage` loads
 * the page before the oldest loaded message. `messages` is everything loaded, oldest first.
 */
export function useMessages(conversationId: string) {
  const query = useInfiniteQuery<
    MessageHistoryAnswer,
    Error,
    MessagePages,
    ReturnType<typeof chatKeys.messages>,
    string | undefined
  >({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam }) => fetchMessages(conversationId, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?._id : undefined),
    staleTime: 0,
  });
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  return { ...query, messages };
}
