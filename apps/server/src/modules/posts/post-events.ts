import type {
  PostCommentAddedPayload,
  PostCommentDeletedPayload,
  PostDeletedPayload,
  PostUpdatedPayload,
  PostView,
} from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import { afterCommit } from '../../lib/transaction.js';
import type { FeedCache } from './feed-cache.js';
import type { FeedEvents } from './feed-events.js';

/** A post that was just created. */
export interface PostCreated {
  postId: string;
  authorId: string;
  /** Its caption (mentions are read from it). */
  caption: string;
}

/** A post whose texts were edited: its caption as it now is. */
export type PostEdited = PostCreated;

/** A like that was really inserted (a repeated or undone like tells nobody). */
export interface PostLikeCreated {
  postId: string;
  postAuthorId: string;
  likerId: string;
}

export interface CommentLikeCreated {
  postId: string;
  commentId: string;
  commentAuthorId: string;
  likerId: string;
}

export interface CommentCreated {
  postId: string;
  postAuthorId: string;
  commentId: string;
  authorId: string;
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parentId: string | null;
  /** Whom a reply answers; null for a top-level comment. */
  replyToUserId: string | null;
  text: string;
}

/** A like that was really removed (an unlike): the same facts as when it was made. */
export type PostLikeRemoved = PostLikeCreated;
export type CommentLikeRemoved = CommentLikeCreated;

/**
 * Told of post writes once they are committed (the notifications feature listens here, and tests).
 * Each runs before the answer is sent; one that fails is logged and changes nothing of the answer.
 */
export interface PostEventListeners {
  onPostCreated?: (post: PostCreated) => Promise<void>;
  onPostLiked?: (like: PostLikeCreated) => Promise<void>;
  onPostUnliked?: (like: PostLikeRemoved) => Promise<void>;
  onCommentLiked?: (like: CommentLikeCreated) => Promise<void>;
  onCommentUnliked?: (like: CommentLikeRemoved) => Promise<void>;
  onCommentCreated?: (comment: CommentCreated) => Promise<void>;
  onPostEdited?: (post: PostEdited) => Promise<void>;
  /**
   * Inside the transaction that deletes the post (or a comment and its replies), before its rows go:
   * what names them is still there to read and remove (notifications, told after the commit).
   */
  onPostDeleting?: (tx: Database, postId: string) => Promise<void>;
  onCommentDeleting?: (tx: Database, commentId: string) => Promise<void>;
}

/** What a like toggle did: `liked` (now liked), `unliked` (a like row was really deleted). */
export interface LikeOutcome {
  liked: boolean;
  unliked: boolean;
  likesCount: number;
}

/**
 * Everything that follows a post write, in one place. The services call these inside their
 * transaction; each consequence is scheduled for after the commit (lib/transaction.ts), so nothing
 * announces a change that rolled back: first the listeners (notifications), then the remembered feed
 * pages are forgotten (so the writer's next read sees the change), then the live feed event.
 */
export interface PostEvents {
  postCreated(tx: Database, post: PostView): void;
  postLikeToggled(tx: Database, like: PostLikeCreated, outcome: LikeOutcome): void;
  commentAdded(tx: Database, comment: CommentCreated, payload: PostCommentAddedPayload): void;
  commentLikeToggled(tx: Database, like: CommentLikeCreated, outcome: LikeOutcome): void;
  commentDeleted(tx: Database, payload: PostCommentDeletedPayload): void;
  /** An edit changes what pages show, not which posts they hold. `authorId`: the listeners' (mentions). */
  postUpdated(tx: Database, payload: PostUpdatedPayload, authorId: string): void;
  /** A deletion changes which posts there are: the feed's order is forgotten too. */
  postDeleted(tx: Database, payload: PostDeletedPayload): void;
  /** Before the post's rows are deleted in `tx` (onPostDeleting). */
  postDeleting(tx: Database, postId: string): Promise<void>;
  /** Before a comment and its replies are deleted in `tx` (onCommentDeleting). */
  commentDeleting(tx: Database, commentId: string): Promise<void>;
}

export interface PostEventsDeps {
  feed: FeedEvents;
  /** Remembered feed pages; absent, there is nothing to forget. */
  feedCache?: FeedCache;
  listeners: PostEventListeners[];
}

export function createPostEvents({ feed, feedCache, listeners }: PostEventsDeps): PostEvents {
  // One task per listener: a listener that fails does not keep the next one from hearing of it.
  const tell = (tx: Database, call: (listener: PostEventListeners) => Promise<void> | undefined) => {
    for (const listener of listeners) afterCommit(tx, () => call(listener));
  };
  const feedChanged = (tx: Database, emit?: () => void, order = false) => {
    afterCommit(tx, () => feedCache?.clear({ order }));
    if (emit) afterCommit(tx, emit);
  };

  return {
    postCreated(tx, post) {
      tell(tx, (listener) =>
        listener.onPostCreated?.({ postId: post.id, authorId: post.user.id, caption: post.caption }),
      );
      feedChanged(tx, () => feed.postCreated(post), true);
    },
    postLikeToggled(tx, like, outcome) {
      if (outcome.liked) tell(tx, (listener) => listener.onPostLiked?.(like));
      else if (outcome.unliked) tell(tx, (listener) => listener.onPostUnliked?.(like));
      const payload = { postId: like.postId, likes: outcome.likesCount, userId: like.likerId, isLiked: outcome.liked };
      feedChanged(tx, () => feed.postLikeUpdated(payload));
    },
    commentAdded(tx, comment, payload) {
      tell(tx, (listener) => listener.onCommentCreated?.(comment));
      feedChanged(tx, () => feed.commentAdded(payload));
    },
    commentLikeToggled(tx, like, outcome) {
      if (outcome.liked) tell(tx, (listener) => listener.onCommentLiked?.(like));
      else if (outcome.unliked) tell(tx, (listener) => listener.onCommentUnliked?.(like));
      feedChanged(tx);
    },
    commentDeleted(tx, payload) {
      feedChanged(tx, () => feed.commentDeleted(payload));
    },
    postUpdated(tx, payload, authorId) {
      const edited = { postId: payload.postId, authorId, caption: payload.caption };
      tell(tx, (listener) => listener.onPostEdited?.(edited));
      feedChanged(tx, () => feed.postUpdated(payload));
    },
    postDeleted(tx, payload) {
      feedChanged(tx, () => feed.postDeleted(payload), true);
    },
    async postDeleting(tx, postId) {
      for (const listener of listeners) await listener.onPostDeleting?.(tx, postId);
    },
    async commentDeleting(tx, commentId) {
      for (const listener of listeners) await listener.onCommentDeleting?.(tx, commentId);
    },
  };
}
