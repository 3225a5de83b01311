import { LIMITS } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { chatKeys, searchChatUsers } from '../api';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * User search for the chat modals: waits 500 ms after the last keystroke, and asks nothing for
 * fewer than 2 characters. `pending` is true while the typed text has not been searched yet.
 */
export function useUserSearch(text: string) {
  const query = text.trim();
  const settled = useDebouncedValue(query, LIMITS.chat.searchDebounceMs);
  const enabled = settled.length >= LIMITS.userSearchMinLength;
  const search = useQuery({
    queryKey: chatKeys.userSearch(settled),
    queryFn: ({ signal }) => searchChatUsers(settled, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
  const tooShort = query.length < LIMITS.userSearchMinLength;
  return {
    results: enabled && !tooShort ? (search.data ?? []) : [],
    tooShort,
    pending: !tooShort && (settled !== query || search.isFetching),
    error: enabled && !tooShort && settled === query ? search.error : null,
    searched: enabled && !tooShort && settled === query && search.isSuccess,
  };
}
