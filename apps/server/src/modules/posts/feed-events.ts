import {
  FEED_WATCHERS_ROOM,
  userRoom,
  type PostCommentAddedPayload,
  type PostCommentDeletedPayload,
  type PostDeletedPayload,
  type PostLikeUpdatedPayload,
  type PostUpdatedPayload,
  type PostView,
} from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createEventSender } from '../../realtime/emit-to.js';
import type { NotificationNamespace } from '../../realtime/namespaces.js';

/**
 * Live feed updates on /notifications, to the sockets of tabs showing the feed (`watch-feed`): a like
 * sent to every connected socket cost a write per person for every like and comment anyone made, so
 * a team twice as large paid four times as much (issue 27), while only a tab showing the feed uses
 * them. post-events.ts calls these after the transaction has committed, so nobody hears of a change
 * that did not happen. A failed emit is logged and never fails the request: the change is saved, and
 * clients catch up on their next fetch.
 */
export interface FeedEvents {
  /** To the feed's watchers but the author's own sockets (their tabs already show the post they shared). */
  postCreated(post: PostView): void;
  /** To the feed's watchers, the actor's other tabs included. */
  postLikeUpdated(payload: PostLikeUpdatedPayload): void;
  commentAdded(payload: PostCommentAddedPayload): void;
  commentDeleted(payload: PostCommentDeletedPayload): void;
  postUpdated(payload: PostUpdatedPayload): void;
  postDeleted(payload: PostDeletedPayload): void;
}

export function createFeedEvents(
  notifications: NotificationNamespace,
  log: Pick<FastifyBaseLogger, 'warn'>,
): FeedEvents {
  notifications.on('connection', (socket) => {
    socket.on('watch-feed', (ack) => {
      void socket.join(FEED_WATCHERS_ROOM);
      if (typeof ack === 'function') ack();
    });
    socket.on('unwatch-feed', (ack) => {
      void socket.leave(FEED_WATCHERS_ROOM);
      if (typeof ack === 'function') ack();
    });
  });
  const send = createEventSender(notifications, (error, event) =>
    log.warn({ err: error, event }, 'could not send a feed event'),
  );
  const watchers = { rooms: FEED_WATCHERS_ROOM };
  return {
    postCreated(post) {
      // isLiked is the caller's own view; for everyone else a new post is not liked yet.
      const forOthers: PostView = { ...post, isLiked: false };
      send({ ...watchers, except: userRoom(post.user.id) }, 'new-post', forOthers);
    },
    postLikeUpdated: (payload) => send(watchers, 'post-like-updated', payload),
    commentAdded: (payload) => send(watchers, 'post-comment-added', payload),
    commentDeleted: (payload) => send(watchers, 'post-comment-deleted', payload),
    postUpdated: (payload) => send(watchers, 'post-updated', payload),
    postDeleted: (payload) => send(watchers, 'post-deleted', payload),
  };
}
