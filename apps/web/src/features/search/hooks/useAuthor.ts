import { LIMITS } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { searchChatUsers } from '../../chat';
import { fetchAuthor, searchKeys } from '../api';
import { PALETTE_DEBOUNCE_MS } from './usePaletteSearch';
import { useDebouncedValue } from './useDebouncedValue';

/** The chosen author's name and picture (the address holds only their id). */
export function useAuthor(authorId: string | undefined) {
  return useQuery({
    queryKey: searchKeys.author(authorId),
    queryFn: () => fetchAuthor(authorId!),
    enabled: !!authorId,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** People whose name or email matches, for the author filter (the chat's own people search). */
export function usePeopleSearch(text: string) {
  const query = text.trim();
  const settled = useDebouncedValue(query, PALETTE_DEBOUNCE_MS);
  const enabled = settled.length >= LIMITS.userSearchMinLength;
  const search = useQuery({
    queryKey: searchKeys.people(settled),
    queryFn: ({ signal }) => searchChatUsers(settled, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
  const tooShort = query.length < LIMITS.userSearchMinLength;
  return {
    people: enabled && !tooShort ? (search.data ?? []) : [],
    tooShort,
    pending: !tooShort && (settled !== query || search.isFetching),
  };
}
