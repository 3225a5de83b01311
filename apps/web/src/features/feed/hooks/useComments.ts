import type { CommentView } from '@teamhub/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addComment, deleteComment, fetchComments, postKeys, replyToComment, toggleCommentLike } from '../api';
import { appendComment, removeComments, updateComment, type ReplyTarget } from '../comment-tree';
import { applyCommentAdded, applyCommentsDeleted } from '../feed-cache';
import { updatePostInLists } from '../post-lists';

/** All comments of a post, oldest first (replies included, flat). */
export function useComments(postId: string) {
  // Fetched afresh at each opening: comment likes are not pushed live, so a cached list goes stale.
  return useQuery({ queryKey: postKeys.comments(postId), queryFn: () => fetchComments(postId), staleTime: 0 });
}

export type CommentFailure = 'addFailed' | 'likeFailed' | 'deleteFailed';

interface SendVariables {
  text: string;
  target: ReplyTarget | null;
}

/**
 * Adding, replying, liking and deleting, each keeping the open list and the post's count in step.
 * A new comment may arrive twice (our answer and the live event): whichever comes second changes nothing.
 */
export function useCommentActions(postId: string, onFailure: (failure: CommentFailure) => void) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(postId);

  const send = useMutation({
    mutationFn: ({ text, target }: SendVariables) =>
      target
        ? replyToComment(postId, target.parentId, {
            text,
            replyToUserId: target.userId,
            replyToUsername: target.username,
          })
        : addComment(postId, text),
    onSuccess: (comment) => {
      const known = queryClient.getQueryData<CommentView[]>(key)?.some((existing) => existing._id === comment._id);
      queryClient.setQueryData<CommentView[]>(key, (comments) =>
        comments ? appendComment(comments, comment) : comments,
      );
      if (!known) {
        updatePostInLists(queryClient, postId, (post) =>
          applyCommentAdded(post, { postId, comment, commentsCount: post.commentsCount + 1 }),
        );
      }
    },
    onError: () => onFailure('addFailed'),
  });

  const like = useMutation({
    mutationFn: (comment: CommentView) => toggleCommentLike(postId, comment._id),
    onMutate: (comment) => {
      const isLiked = !comment.isLiked;
      const likesCount = Math.max(0, comment.likesCount + (isLiked ? 1 : -1));
      queryClient.setQueryData<CommentView[]>(key, (comments) =>
        comments ? updateComment(comments, comment._id, (current) => ({ ...current, isLiked, likesCount })) : comments,
      );
    },
    onError: (_error, comment) => {
      queryClient.setQueryData<CommentView[]>(key, (comments) =>
        comments
          ? updateComment(comments, comment._id, (current) => ({
              ...current,
              isLiked: comment.isLiked,
              likesCount: comment.likesCount,
            }))
          : comments,
      );
      onFailure('likeFailed');
    },
    onSuccess: (result, comment) => {
      queryClient.setQueryData<CommentView[]>(key, (comments) =>
        comments
          ? updateComment(comments, comment._id, (current) => ({
              ...current,
              isLiked: result.liked,
              likesCount: result.likesCount,
            }))
          : comments,
      );
    },
  });

  const remove = useMutation({
    mutationFn: (comment: CommentView) => deleteComment(postId, comment._id),
    onSuccess: (result) => {
      queryClient.setQueryData<CommentView[]>(key, (comments) =>
        comments ? removeComments(comments, result.deletedIds) : comments,
      );
      updatePostInLists(queryClient, postId, (post) => applyCommentsDeleted(post, result));
    },
    onError: () => onFailure('deleteFailed'),
  });

  return { send, like, remove };
}
