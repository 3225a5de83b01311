import { LIMITS, type ApiSuccess, type EditPostBody, type PostView } from '@teamhub/contracts';
import { api } from '../../lib/api';

export const FEED_PAGE_SIZE = LIMITS.post.feedDefaultLimit;
/** A multiple of three, so the profile grid fills its rows. */
export const PROFILE_GRID_PAGE_SIZE = 24;

export const postKeys = {
  /** Every post list (the feed and the profile grids) share this prefix and the same page shape. */
  lists: ['posts', 'list'] as const,
  feed: ['posts', 'list', 'feed'] as const,
  byUser: (userId: string) => ['posts', 'list', 'user', userId] as const,
  /** Every tag's list: a post's edit can move it into or out of any of them. */
  tags: ['posts', 'list', 'tag'] as const,
  /** One tag's posts, by its folded key (#Tết and #tet share one list). */
  byTag: (tagKey: string) => ['posts', 'list', 'tag', tagKey] as const,
  comments: (postId: string) => ['posts', 'comments', postId] as const,
};

export const peopleKeys = {
  online: ['people', 'online'] as const,
  birthdays: ['people', 'birthdays'] as const,
};

interface PostPageQuery {
  before?: string;
  userId?: string;
  limit?: number;
}

const data = <T>(answer: ApiSuccess<T>) => answer.data;

/** One page of posts, newest first. The answer is a bare array; an empty one means the end. */
export const fetchPostPage = ({ before, userId, limit = FEED_PAGE_SIZE }: PostPageQuery): Promise<PostView[]> =>
  api('GET /api/posts', { query: { limit, before, userId } });

/** One page of a hashtag's posts, newest first; a page shorter than `FEED_PAGE_SIZE` is the last. */
export const fetchTagPage = (tag: string, before: string | undefined): Promise<PostView[]> =>
  api('GET /api/posts/tags/:tag', { params: { tag }, query: { limit: FEED_PAGE_SIZE, before } }).then(data);

/** The cursor for the page after `lastPage`, or undefined at the end of the list. */
export function nextPageCursor(lastPage: PostView[], pageSize: number): string | undefined {
  return lastPage.length < pageSize ? undefined : lastPage.at(-1)?._id;
}

export const fetchPost = (postId: string) => api('GET /api/posts/:postId', { params: { postId } }).then(data);

/** The author's edit of a post's texts and settings; answers the post with its `editedAt`. */
export const editPost = (postId: string, body: EditPostBody) =>
  api('PUT /api/posts/:postId', { params: { postId }, body }).then(data);

export const deletePost = (postId: string) => api('DELETE /api/posts/:postId', { params: { postId } }).then(data);

export const togglePostLike = (postId: string) =>
  api('POST /api/posts/:postId/like', { params: { postId } }).then(data);

export const fetchComments = (postId: string) =>
  api('GET /api/posts/:postId/comments', { params: { postId } }).then((answer) => answer.data.comments);

export const addComment = (postId: string, text: string) =>
  api('POST /api/posts/:postId/comment', { params: { postId }, body: { text } }).then(data);

export interface ReplyBody {
  text: string;
  replyToUserId: string;
  replyToUsername: string;
}

export const replyToComment = (postId: string, parentId: string, body: ReplyBody) =>
  api('POST /api/posts/:postId/comment/:commentId/reply', { params: { postId, commentId: parentId }, body }).then(data);

export const toggleCommentLike = (postId: string, commentId: string) =>
  api('POST /api/posts/:postId/comment/:commentId/like', { params: { postId, commentId } }).then(data);

export const deleteComment = (postId: string, commentId: string) =>
  api('DELETE /api/posts/:postId/comment/:commentId', { params: { postId, commentId } }).then(data);

/** Who is online now (the current user included). */
export const fetchOnlineUsers = () => api('GET /api/presence/online').then((answer) => answer.data.users);

/** Whose birthday is today, among the people who show their date of birth. */
export const fetchBirthdays = () => api('GET /api/profile/birthdays').then((answer) => answer.data.users);
