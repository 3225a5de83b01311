import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFrom, searchParamsOf, type SearchFilters } from '../utils/search-url';

/**
 * The page's filters, read from and written to its address: each change is a history entry, so back and
 * forward step through the searches made.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const change = useCallback(
    (update: Partial<SearchFilters>) => setParams(searchParamsOf({ ...filters, ...update })),
    [filters, setParams],
  );
  return { filters, change };
}
