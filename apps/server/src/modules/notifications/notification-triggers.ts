import type { Database } from '../../db/database.js';
import { inTransaction } from '../../lib/transaction.js';
import type { PostEventListeners } from '../posts/post-events.js';
import type { FollowCreatedListener } from '../profile/profile-events.js';
import { notify, notifyFollowers, withdraw, type NotificationsServiceDeps } from './notifications.service.js';

/**
 * What makes a notification: each listener hears of its cause once that cause is committed (a
 * like, a comment, a follow really added or removed), and writes the notification in a transaction
 * of its own, pushed live once that commits. One's own actions notify nobody (`notify` checks).
 */
export function createNotificationTriggers(deps: NotificationsServiceDeps): {
  postListeners: PostEventListeners;
  onFollowCreated: FollowCreatedListener;
} {
  const write = (work: (tx: Database) => Promise<void>) => inTransaction(deps.db, work, deps.logError);
  return {
    onFollowCreated: ({ followerId, followingId }) =>
      write((tx) =>
        notify(tx, deps, { recipientId: followingId, senderId: followerId, type: 'follow', action: 'follow' }),
      ),
    postListeners: {
      onPostCreated: ({ postId, authorId }) =>
        write((tx) => notifyFollowers(tx, deps, { senderId: authorId, type: 'post', action: 'new-post', postId })),
      onPostLiked: ({ postId, postAuthorId, likerId }) =>
        write((tx) =>
          notify(tx, deps, { recipientId: postAuthorId, senderId: likerId, type: 'like', action: 'post-like', postId }),
        ),
      onPostUnliked: ({ postId, postAuthorId, likerId }) =>
        write((tx) =>
          withdraw(tx, deps, { recipientId: postAuthorId, senderId: likerId, action: 'post-like', postId }),
        ),
      onCommentLiked: ({ postId, commentId, commentAuthorId, likerId }) =>
        write((tx) =>
          notify(tx, deps, {
            recipientId: commentAuthorId,
            senderId: likerId,
            type: 'like',
            action: 'comment-like',
            postId,
            commentId,
          }),
        ),
      onCommentUnliked: ({ postId, commentId, commentAuthorId, likerId }) =>
        write((tx) =>
          withdraw(tx, deps, {
            recipientId: commentAuthorId,
            senderId: likerId,
            action: 'comment-like',
            postId,
            commentId,
          }),
        ),
      onCommentCreated: ({ postId, postAuthorId, commentId, authorId, parentId, replyToUserId }) =>
        write(async (tx) => {
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
        }),
    },
  };
}
