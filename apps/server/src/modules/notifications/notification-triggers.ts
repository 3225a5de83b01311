import type { FollowCreatedHook } from '../profile/follows.repository.js';
import type { PostHooks } from '../posts/post-hooks.js';
import { notify, notifyFollowers, withdraw, type NotificationsServiceDeps } from './notifications.service.js';

/**
 * What makes a notification: each runs inside the transaction of its cause (see PostHooks), so
 * the notification commits or rolls back with it. One's own actions notify nobody (`notify` checks).
 */
export function createNotificationTriggers(deps: NotificationsServiceDeps): {
  postHooks: PostHooks;
  onFollowCreated: FollowCreatedHook;
} {
  return {
    onFollowCreated: (tx, { followerId, followingId }) =>
      notify(tx, deps, { recipientId: followingId, senderId: followerId, type: 'follow', action: 'follow' }),
    postHooks: {
      onPostCreated: (tx, { postId, authorId }) =>
        notifyFollowers(tx, deps, { senderId: authorId, type: 'post', action: 'new-post', postId }),
      onPostLiked: (tx, { postId, postAuthorId, likerId }) =>
        notify(tx, deps, { recipientId: postAuthorId, senderId: likerId, type: 'like', action: 'post-like', postId }),
      onPostUnliked: (tx, { postId, postAuthorId, likerId }) =>
        withdraw(tx, deps, { recipientId: postAuthorId, senderId: likerId, action: 'post-like', postId }),
      onCommentLiked: (tx, { postId, commentId, commentAuthorId, likerId }) =>
        notify(tx, deps, {
          recipientId: commentAuthorId,
          senderId: likerId,
          type: 'like',
          action: 'comment-like',
          postId,
          commentId,
        }),
      onCommentUnliked: (tx, { postId, commentId, commentAuthorId, likerId }) =>
        withdraw(tx, deps, {
          recipientId: commentAuthorId,
          senderId: likerId,
          action: 'comment-like',
          postId,
          commentId,
        }),
      onCommentCreated: async (tx, comment) => {
        const { postId, postAuthorId, commentId, authorId, parentId, replyToUserId } = comment;
        // A reply notifies the person it answers; the post's author hears of it as a comment on
        // their post, unless they are that person (one notification per person per comment).
        const repliedTo = parentId ? replyToUserId : null;
        if (repliedTo) {
          await notify(tx, deps, {
            recipientId: repliedTo,
            senderId: authorId,
            type: 'comment',
            action: 'comment-reply',
            postId,
            commentId,
          });
        }
        if (postAuthorId !== repliedTo) {
          await notify(tx, deps, {
            recipientId: postAuthorId,
            senderId: authorId,
            type: 'comment',
            action: 'post-comment',
            postId,
            commentId,
          });
        }
      },
    },
  };
}

/** Runs each hook of `first`, then the same hook of `second` (tests add their own observers). */
export function combinePostHooks(first: PostHooks, second: PostHooks | undefined): PostHooks {
  if (!second) return first;
  const keys = new Set([...Object.keys(first), ...Object.keys(second)]) as Set<keyof PostHooks>;
  const combined: Record<string, unknown> = {};
  for (const key of keys) {
    const a = first[key] as ((...args: unknown[]) => Promise<void>) | undefined;
    const b = second[key] as ((...args: unknown[]) => Promise<void>) | undefined;
    combined[key] = async (...args: unknown[]) => {
      await a?.(...args);
      await b?.(...args);
    };
  }
  return combined as PostHooks;
}
