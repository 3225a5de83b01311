import {
  LIMITS,
  type PostCommentAddedPayload,
  type PostCommentDeletedPayload,
  type PostLikeUpdatedPayload,
  type PostUpdatedPayload,
  type PostView,
} from '@teamhub/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A post list in the query cache: pages of posts, newest first; the page param is the `before` cursor. */
export type PostPages = InfiniteData<PostView[], unknown>;

/** Every post of every loaded page, in order, each id once. */
export function flattenPosts(data: PostPages | undefined): PostView[] {
  if (!data) return [];
  const seen = new Set<string>();
  const posts: PostView[] = [];
  for (const page of data.pages) {
    for (const post of page) {
      if (seen.has(post._id)) continue;
      seen.add(post._id);
      posts.push(post);
    }
  }
  return posts;
}

export function findPost(data: PostPages | undefined, postId: string): PostView | undefined {
  if (!data) return undefined;
  for (const page of data.pages) {
    const post = page.find((candidate) => candidate._id === postId);
    if (post) return post;
  }
  return undefined;
}

/**
 * Puts a new post at the top of the first page unless it is already loaded (a post we created
 * arrives twice: in the answer and as 'new-post'). A list that was never loaded stays unloaded.
 */
export function prependPost(data: PostPages | undefined, post: PostView): PostPages | undefined {
  if (!data || findPost(data, post._id)) return data;
  const [first = [], ...rest] = data.pages;
  return { ...data, pages: [[post, ...first], ...rest] };
}

/** Replaces one post through `update`; returns the same object when the post is not loaded. */
export function updatePost(
  data: PostPages | undefined,
  postId: string,
  update: (post: PostView) => PostView,
): PostPages | undefined {
  if (!data || !findPost(data, postId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.some((post) => post._id === postId) ? page.map((post) => (post._id === postId ? update(post) : post)) : page,
    ),
  };
}

/** Takes one post out of a list; returns the same object when the post is not loaded. */
export function removePost(data: PostPages | undefined, postId: string): PostPages | undefined {
  if (!data || !findPost(data, postId)) return data;
  return { ...data, pages: data.pages.map((page) => page.filter((post) => post._id !== postId)) };
}

/** A 'post-updated' event: the edited texts, settings and edit time (counts and comments stay). */
export function applyPostUpdate(post: PostView, { postId: _postId, ...changes }: PostUpdatedPayload): PostView {
  return { ...post, ...changes };
}

/** The optimistic like toggle: flip isLiked and move the count by one. */
export function toggleLike(post: PostView): PostView {
  const isLiked = !post.isLiked;
  return { ...post, isLiked, likesCount: Math.max(0, post.likesCount + (isLiked ? 1 : -1)) };
}

/**
 * A 'post-like-updated' event: the count always follows the server; "liked by me" changes only
 * when the one who liked is the current user (someone else's like says nothing about mine).
 */
export function applyLikeUpdate(post: PostView, event: PostLikeUpdatedPayload, currentUserId: string | undefined) {
  return {
    ...post,
    likesCount: event.likes,
    isLiked: currentUserId !== undefined && event.userId === currentUserId ? event.isLiked : post.isLiked,
  };
}

/** A 'post-comment-added' event: the server's count, and the comment at the end of the short preview. */
export function applyCommentAdded(post: PostView, event: PostCommentAddedPayload): PostView {
  const known = post.comments.some((comment) => comment._id === event.comment._id);
  const comments = known ? post.comments : [...post.comments, event.comment].slice(-LIMITS.post.previewComments);
  return { ...post, commentsCount: event.commentsCount, comments };
}

/** A 'post-comment-deleted' event (or our own delete): the server's count, the removed comments gone. */
export function applyCommentsDeleted(
  post: PostView,
  event: Pick<PostCommentDeletedPayload, 'commentsCount' | 'deletedIds'>,
): PostView {
  const deleted = new Set(event.deletedIds);
  return {
    ...post,
    commentsCount: event.commentsCount,
    comments: post.comments.filter((comment) => !deleted.has(comment._id)),
  };
}
