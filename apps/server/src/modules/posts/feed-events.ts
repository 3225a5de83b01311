import {
  userRoom,
  type PostCommentAddedPayload,
  type PostCommentDeletedPayload,
  type PostLikeUpdatedPayload,
  type PostView,
} from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createEventSender, everyone } from '../../realtime/emit-to.js';
import type { NotificationNamespace } from '../../realtime/namespaces.js';

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
  const send = createEventSender(notifications, (error, event) =>
    log.warn({ err: error, event }, 'could not send a feed event'),
  );
  return {
    postCreated(post) {
      // isLiked is the caller's own view; for everyone else a new post is not liked yet.
      const forOthers: PostView = { ...post, isLiked: false };
      send({ except: userRoom(post.user.id) }, 'new-post', forOthers);
    },
    postLikeUpdated: (payload) => send(everyone, 'post-like-updated', payload),
    commentAdded: (payload) => send(everyone, 'post-comment-added', payload),
    commentDeleted: (payload) => send(everyone, 'post-comment-deleted', payload),
  };
}
