import type { PublicUser, VisibleUser } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/useSession';
import { fetchOwnProfile, fetchUserProfile, profileKeys } from '../api';

/**
 * The profile to show: one's own (whole, with the visibility choices) with no id or one's own id,
 * otherwise the given user's as the server lets the caller see it.
 */
export function useProfile(userId: string | undefined) {
  const { user } = useSession();
  // '/profile/@name' is a mention's link: mine when it names me.
  const namesMe = !!user && userId?.toLowerCase() === `@${user.username.toLowerCase()}`;
  const isOwn = !userId || userId === user?._id || namesMe;
  const query = useQuery<PublicUser | VisibleUser>({
    queryKey: isOwn ? profileKeys.own : profileKeys.user(userId),
    queryFn: () => (isOwn ? fetchOwnProfile() : fetchUserProfile(userId)),
  });
  return { ...query, isOwn };
}
