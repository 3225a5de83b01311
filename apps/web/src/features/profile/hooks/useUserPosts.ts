import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PROFILE_GRID_PAGE_SIZE, fetchPostPage, nextPageCursor, postKeys, flattenPosts } from '../../feed';

/** One author's posts, newest first, page by page (GET /api/posts?userId=). */
export function useUserPosts(userId: string) {
  const query = useInfiniteQuery({
    queryKey: postKeys.byUser(userId),
    queryFn: ({ pageParam }) => fetchPostPage({ userId, before: pageParam, limit: PROFILE_GRID_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextPageCursor(lastPage, PROFILE_GRID_PAGE_SIZE),
  });
  const posts = useMemo(() => flattenPosts(query.data), [query.data]);
  return { ...query, posts };
}
