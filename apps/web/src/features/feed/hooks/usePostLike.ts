import type { PostView } from '@teamhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postKeys, togglePostLike } from '../api';
import { toggleLike } from '../feed-cache';
import { findCachedPost, updatePostInLists } from '../post-lists';

/**
 * Likes or unlikes a post at once on screen, then settles on the server's answer; on failure the
 * post goes back to how it was. Toggles of one post run one after another, so they cannot cross.
 */
export function usePostLike(postId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['post-like', postId];
  return useMutation({
    mutationKey,
    scope: { id: `post-like:${postId}` },
    mutationFn: () => togglePostLike(postId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: postKeys.lists });
      const previous = findCachedPost(queryClient, postId);
      updatePostInLists(queryClient, postId, toggleLike);
      return { previous: previous && pickLike(previous) };
    },
    onError: (_error, _variables, context) => {
      const previous = context?.previous;
      if (previous) updatePostInLists(queryClient, postId, (post) => ({ ...post, ...previous }));
    },
    onSuccess: (result) => {
      // A later toggle is already queued and shown; its own answer will settle the post.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      updatePostInLists(queryClient, postId, (post) => ({
        ...post,
        isLiked: result.liked,
        likesCount: result.likesCount,
      }));
    },
  });
}

const pickLike = ({ isLiked, likesCount }: PostView) => ({ isLiked, likesCount });
