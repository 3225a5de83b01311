import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatKeys, searchMessages } from '../api';
import { useDebouncedValue } from './useDebouncedValue';

/** The chat sidebar's message search: asked this long after the last keystroke, from this many characters. */
export const MESSAGE_SEARCH = { debounceMs: 250, minLength: 2 } as const;

/**
 * Messages matching the sidebar's search box, a page at a time. `active` says whether the text is long
 * enough to search; `pending` is true until the text typed has been searched (the previous answer
 * stays on screen meanwhile, so the list does not flicker while typing).
 */
export function useMessageSearch(text: string) {
  const query = text.trim();
  const settled = useDebouncedValue(query, MESSAGE_SEARCH.debounceMs);
  const active = query.length >= MESSAGE_SEARCH.minLength;
  const search = useInfiniteQuery({
    queryKey: chatKeys.messageSearch(settled),
    queryFn: ({ pageParam, signal }) => searchMessages(settled, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: settled.length >= MESSAGE_SEARCH.minLength,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const hits = useMemo(() => search.data?.pages.flatMap((page) => page.items) ?? [], [search.data]);
  const current = active && settled === query;
  return {
    active,
    hits: active ? hits : [],
    pending: active && (!current || (search.isFetching && !search.isFetchingNextPage) || search.isPlaceholderData),
    failed: current && search.isError && !search.isFetching,
    searched: current && search.isSuccess && !search.isPlaceholderData && !search.isFetching,
    hasMore: current && search.hasNextPage,
    loadingMore: search.isFetchingNextPage,
    loadMore: () => void search.fetchNextPage(),
    retry: () => void search.refetch(),
  };
}
