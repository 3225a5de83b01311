import type { Database } from '../../db/database.js';
import { inTransaction } from '../../lib/transaction.js';
import type { ReactionListeners } from '../chat/reaction-listeners.js';
import type { ThreadListeners } from '../chat/thread-listeners.js';
import type { PostEventListeners } from '../posts/post-events.js';
import type { FollowCreatedListener } from '../profile/profile-events.js';
import type { MessageMentionListeners } from '../chat/message-mentions.js';
import { createMentionNotifications } from './mention-notifications.js';
import {
  notify,
  notifyFollowers,
  removeNaming,
  withdraw,
  type NotificationsServiceDeps,
} from './notifications.service.js';

/**
 * What makes a notification: each listener hears of its cause once that cause is committed (a
 * like, a comment, a follow really added or removed), and writes the notification in a transaction
 * of its own, pushed live once that commits. One's own actions notify nobody (`notify` checks).
 */
export function createNotificationTriggers(deps: NotificationsServiceDeps): {
  postListeners: PostEventListeners;
  onFollowCreated: FollowCreatedListener;
  reactionListeners: ReactionListeners;
  threadListeners: ThreadListeners;
  mentionListeners: MessageMentionListeners;
} {
  const write = (work: (tx: Database) => Promise<void>) => inTransaction(deps.db, work, deps.logError);
  const mentions = createMentionNotifications(deps);
  return {
    mentionListeners: mentions.messageListeners,
    onFollowCreated: ({ followerId, followingId }) =>
      write((tx) =>
        notify(tx, deps, { recipientId: followingId, senderId: followerId, type: 'follow', action: 'follow' }),
      ),
    // A person's first reaction on someone's message notifies them once; removing their last withdraws it.
    reactionListeners: {
      onReactionAdded: ({ messageId, messageSenderId, reactorId, emoji }) =>
        write((tx) =>
          notify(tx, deps, {
            recipientId: messageSenderId,
            senderId: reactorId,
            type: 'reaction',
            action: 'message-reaction',
            messageId,
            emoji,
          }),
        ),
      onReactionsWithdrawn: ({ messageId, messageSenderId, reactorId }) =>
        write((tx) =>
          withdraw(tx, deps, {
            recipientId: messageSenderId,
            senderId: reactorId,
            action: 'message-reaction',
            messageId,
          }),
        ),
    },
    // A reply in a thread notifies everyone who wrote in it (its root's author included), one group per thread.
    threadListeners: {
      onThreadReplied: ({ rootId, replierId, recipientIds }) =>
        write(async (tx) => {
          for (const recipientId of recipientIds) {
            await notify(tx, deps, {
              recipientId,
              senderId: replierId,
              type: 'comment',
              action: 'thread-reply',
              messageId: rootId,
            });
          }
        }),
    },
    postListeners: {
      onPostCreated: async ({ postId, authorId, caption }) => {
        await write((tx) =>
          notifyFollowers(tx, deps, { senderId: authorId, type: 'post', action: 'new-post', postId }),
        );
        await mentions.textSaved({ postId, commentId: null, authorId, text: caption });
      },
      onPostEdited: ({ postId, authorId, caption }) =>
        mentions.textSaved({ postId, commentId: null, authorId, text: caption }),
      // Inside the deleting transaction: what names the post or comment goes, and open tabs are told.
      onPostDeleting: (tx, postId) => removeNaming(tx, deps, { postId }),
      onCommentDeleting: (tx, commentId) => removeNaming(tx, deps, { commentId }),
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
      onCommentCreated: async ({ postId, postAuthorId, commentId, authorId, parentId, replyToUserId, text }) => {
        await write(async (tx) => {
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
        });
        // Named in the comment: told once, unless already told of it as a reply or a comment on their post.
        const alreadyNotified = [postAuthorId, ...(parentId && replyToUserId ? [replyToUserId] : [])];
        await mentions.textSaved({ postId, commentId, authorId, text, alreadyNotified });
      },
    },
  };
}
