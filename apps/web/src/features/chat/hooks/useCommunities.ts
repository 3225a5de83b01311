import { useQuery } from '@tanstack/react-query';
import { chatKeys, fetchCommunities } from '../api';

/** Communities the caller can join (asked for only while the Communities tab is open). */
export function useCommunities(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.communities, queryFn: fetchCommunities, enabled, staleTime: 0 });
}
