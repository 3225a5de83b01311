import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/session/useSession';
import { fetchOwnProfile, fetchUserProfile, profileKeys } from '../api';

/** The profile to show: one's own with no id or one's own id, otherwise the given user's. */
export function useProfile(userId: string | undefined) {
  const { user } = useSession();
  const isOwn = !userId || userId === user?._id;
  const query = useQuery({
    queryKey: isOwn ? profileKeys.own : profileKeys.user(userId),
    queryFn: () => (isOwn ? fetchOwnProfile() : fetchUserProfile(userId)),
  });
  return { ...query, isOwn };
}
