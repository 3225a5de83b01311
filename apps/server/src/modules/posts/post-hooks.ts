import type { Database } from '../../db/database.js';

/** A like that was really inserted (a repeated or undone like calls nothing). */
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

/** A post that was just created. */
export interface PostCreated {
  postId: string;
  authorId: string;
}

/** A like that was really removed (an unlike): the same facts as when it was made. */
export type PostLikeRemoved = PostLikeCreated;
export type CommentLikeRemoved = CommentLikeCreated;

/**
 * Hook points for the notifications feature. Each runs inside the transaction that made the change,
 * only when a row was really inserted (or, for the unlike hooks, really deleted): a notification created through a repository built on `tx`
 * commits or rolls back with the like or comment, and a double click never notifies twice.
 * (The same pattern as `FollowCreatedHook` in modules/profile/follows.repository.ts.)
 */
export interface PostHooks {
  onPostCreated?: (tx: Database, post: PostCreated) => Promise<void>;
  onPostLiked?: (tx: Database, like: PostLikeCreated) => Promise<void>;
  onPostUnliked?: (tx: Database, like: PostLikeRemoved) => Promise<void>;
  onCommentUnliked?: (tx: Database, like: CommentLikeRemoved) => Promise<void>;
  onCommentLiked?: (tx: Database, like: CommentLikeCreated) => Promise<void>;
  onCommentCreated?: (tx: Database, comment: CommentCreated) => Promise<void>;
}
