import { useQuery } from '@tanstack/react-query';
import { fetchOwnProfile, profileKeys } from '../api';

/** The signed-in user's whole profile with their visibility choices, fresh from the server. */
export function useOwnProfile() {
  return useQuery({ queryKey: profileKeys.own, queryFn: fetchOwnProfile });
}
