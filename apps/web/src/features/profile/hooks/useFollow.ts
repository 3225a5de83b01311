import type { VisibleUser } from '@teamhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys, setFollowing } from '../api';

/** Follow / unfollow with an optimistic update that is rolled back if the server says no. */
export function useFollow(userId: string) {
  const queryClient = useQueryClient();
  const key = profileKeys.user(userId);
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(userId, follow),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<VisibleUser>(key);
      if (previous && previous.isFollowing !== follow) {
        queryClient.setQueryData<VisibleUser>(key, {
          ...previous,
          isFollowing: follow,
          followersCount: Math.max(0, previous.followersCount + (follow ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<VisibleUser>(key, (current) =>
        current ? { ...current, isFollowing: result.following, followersCount: result.followersCount } : current,
      );
      // One's own following count changed too.
      void queryClient.invalidateQueries({ queryKey: profileKeys.own });
    },
  });
}
