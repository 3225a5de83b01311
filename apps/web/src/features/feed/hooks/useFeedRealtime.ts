import type { CommentView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/useSession';
import { useSocketEvent } from '../../../lib/realtime/namespace-connection';
import { postKeys } from '../api';
import { appendComment, removeComments } from '../comment-tree';
import { applyCommentAdded, applyCommentsDeleted, applyLikeUpdate } from '../feed-cache';
import { addPostToLists, updatePostInLists } from '../post-lists';

/** Applies the notification connection's post events to the cached feed, grids and open comments. */
export function useFeedRealtime() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const currentUserId = user?._id;

  useSocketEvent('notifications', 'new-post', (post) => addPostToLists(queryClient, post));

  useSocketEvent('notifications', 'post-like-updated', (event) =>
    updatePostInLists(queryClient, event.postId, (post) => applyLikeUpdate(post, event, currentUserId)),
  );

  useSocketEvent('notifications', 'post-comment-added', (event) => {
    updatePostInLists(queryClient, event.postId, (post) => applyCommentAdded(post, event));
    queryClient.setQueryData<CommentView[]>(postKeys.comments(event.postId), (comments) =>
      comments ? appendComment(comments, event.comment) : comments,
    );
  });

  useSocketEvent('notifications', 'post-comment-deleted', (event) => {
    updatePostInLists(queryClient, event.postId, (post) => applyCommentsDeleted(post, event));
    queryClient.setQueryData<CommentView[]>(postKeys.comments(event.postId), (comments) =>
      comments ? removeComments(comments, event.deletedIds) : comments,
    );
  });
}
