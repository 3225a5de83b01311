import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { FEED_PAGE_SIZE, fetchPostPage, nextPageCursor, postKeys } from '../api';
import { findPost, flattenPosts, type PostPages } from '../feed-cache';

export const feedQueryOptions = infiniteQueryOptions({
  queryKey: postKeys.feed,
  queryFn: ({ pageParam }) => fetchPostPage({ before: pageParam }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => nextPageCursor(lastPage, FEED_PAGE_SIZE),
});

/** The home feed: pages of posts, newest first, and a way to load pages until a given post is found. */
export function useFeed() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(feedQueryOptions);
  const posts = useMemo(() => flattenPosts(query.data), [query.data]);

  const { fetchNextPage } = query;
  const fetchNext = useRef(fetchNextPage);
  useEffect(() => {
    fetchNext.current = fetchNextPage;
  });

  /** Loads pages until the post is in the feed; false when the feed ends (or fails) without it. */
  const locatePost = useCallback(
    async (postId: string): Promise<boolean> => {
      let data: PostPages | undefined = await queryClient
        .ensureInfiniteQueryData(feedQueryOptions)
        .catch(() => undefined);
      while (data && !findPost(data, postId)) {
        if (nextPageCursor(data.pages.at(-1) ?? [], FEED_PAGE_SIZE) === undefined) return false;
        const loaded = data.pages.length;
        const result = await fetchNext.current({ cancelRefetch: false });
        // No new page (an error, or a server that ignored the cursor): stop rather than loop.
        if (!result.data || result.data.pages.length <= loaded) return false;
        data = result.data;
      }
      return data !== undefined;
    },
    [queryClient],
  );

  return { ...query, posts, locatePost };
}
