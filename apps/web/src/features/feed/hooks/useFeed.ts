import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../../../lib/api-error';
import { FEED_PAGE_SIZE, fetchPost, fetchPostPage, nextPageCursor, postKeys } from '../api';
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

  /**
   * Loads pages until the post is in the feed: true once it is, false when it does not exist (any
   * more); rejects when the feed cannot be read. A post not on the loaded pages is asked for first,
   * so a link to a deleted post does not load the whole feed to find that out.
   */
  const locatePost = useCallback(
    async (postId: string): Promise<boolean> => {
      let data: PostPages = await queryClient.ensureInfiniteQueryData(feedQueryOptions);
      if (findPost(data, postId)) return true;
      const exists = await fetchPost(postId).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return false;
          throw error;
        },
      );
      if (!exists) return false;
      while (!findPost(data, postId)) {
        if (nextPageCursor(data.pages.at(-1) ?? [], FEED_PAGE_SIZE) === undefined) return false;
        const loaded = data.pages.length;
        const result = await fetchNext.current({ cancelRefetch: false });
        // No new page (an error, or a server that ignored the cursor): stop rather than loop.
        if (!result.data || result.data.pages.length <= loaded) throw new Error('The next feed page did not load');
        data = result.data;
      }
      return true;
    },
    [queryClient],
  );

  return { ...query, posts, locatePost };
}
