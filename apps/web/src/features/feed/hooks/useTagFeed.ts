import { hashtagKey } from '@teamhub/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FEED_PAGE_SIZE, fetchTagPage, nextPageCursor, postKeys } from '../api';
import { flattenPosts } from '../feed-cache';

/** A hashtag's posts, newest first, in pages like the feed's ('#Tết' and '#tet' are one list). */
export function useTagFeed(tag: string) {
  const query = useInfiniteQuery({
    queryKey: postKeys.byTag(hashtagKey(tag)),
    queryFn: ({ pageParam }) => fetchTagPage(tag, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextPageCursor(lastPage, FEED_PAGE_SIZE),
  });
  const posts = useMemo(() => flattenPosts(query.data), [query.data]);
  return { ...query, posts };
}
