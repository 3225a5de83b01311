import {
  userRoom,
  type PostCommentAddedPayload,
  type PostCommentDeletedPayload,
  type PostLikeUpdatedPayload,
  type PostView,
} from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationNamespace } from '../../realtime/socket-server.js';

/**
 * Live feed updates on /notifications. post-events.ts calls these after the transaction has committed, so
 * nobody hears of a change that did not happen. A failed emit is logged and never fails the request:
 * the change is saved, and clients catch up on their next fetch.
 */
export interface FeedEvents {
  /** To everyone but the author's own sockets (their tabs already show the post they shared). */
  postCreated(post: PostView): void;
  /** To everyone, the actor's other tabs included. */
  postLikeUpdated(payload: PostLikeUpdatedPayload): void;
  commentAdded(payload: PostCommentAddedPayload): void;
  commentDeleted(payload: PostCommentDeletedPayload): void;
}

export function createFeedEvents(
  notifications: NotificationNamespace,
  log: Pick<FastifyBaseLogger, 'warn'>,
): FeedEvents {
  const safely = (event: string, emit: () => void) => {
    try {
      emit();
    } catch (error) {
      log.warn({ err: error, event }, 'could not send a feed event');
    }
  };
  return {
    postCreated(post) {
      // isLiked is the caller's own view; for everyone else a new post is not liked yet.
      const forOthers: PostView = { ...post, isLiked: false };
      safely('new-post', () => notifications.except(userRoom(post.user.id)).emit('new-post', forOthers));
    },
    postLikeUpdated(payload) {
      safely('post-like-updated', () => notifications.emit('post-like-updated', payload));
    },
    commentAdded(payload) {
      safely('post-comment-added', () => notifications.emit('post-comment-added', payload));
    },
    commentDeleted(payload) {
      safely('post-comment-deleted', () => notifications.emit('post-comment-deleted', payload));
    },
  };
}
