import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchSearch, searchKeys, type SearchRequest } from '../api';
import { dateBounds, type SearchFilters } from '../utils/search-url';

/** The /search page's hits, a page at a time after the last one's cursor (keyset: new writes shift nothing). */
export function useSearchResults(filters: SearchFilters) {
  const request = useMemo((): SearchRequest => {
    const { q, type, from, in: place } = filters;
    return { q, type, from, in: place, ...dateBounds(filters) };
  }, [filters]);
  const query = useInfiniteQuery({
    queryKey: searchKeys.page(request),
    queryFn: ({ pageParam, signal }) => fetchSearch(request, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: request.q.length > 0,
    staleTime: 30_000,
    retry: false,
  });
  const hits = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, hits };
}
