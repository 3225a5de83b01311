import {
  LIMITS,
  type ApiSuccess,
  type AuthorSummary,
  type BirthdayListAnswer,
  type CommentListAnswer,
  type CommentView,
  type DeleteCommentResult,
  type LikeResult,
  type PostView,
} from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';

export const FEED_PAGE_SIZE = LIMITS.post.feedDefaultLimit;
/** A multiple of three, so the profile grid fills its rows. */
export const PROFILE_GRID_PAGE_SIZE = 24;

export const postKeys = {
  /** Every post list (the feed and the profile grids) share this prefix and the same page shape. */
  lists: ['posts', 'list'] as const,
  feed: ['posts', 'list', 'feed'] as const,
  byUser: (userId: string) => ['posts', 'list', 'user', userId] as const,
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

/** One page of posts, newest first. The answer is a bare array; an empty one means the end. */
export async function fetchPostPage({ before, userId, limit = FEED_PAGE_SIZE }: PostPageQuery): Promise<PostView[]> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (before) params.set('before', before);
  if (userId) params.set('userId', userId);
  const answer = await apiRequest<PostView[] | { data?: PostView[] }>(`/api/posts?${params.toString()}`);
  // The contract answers a bare array; tolerate the usual envelope too rather than show nothing.
  if (Array.isArray(answer)) return answer;
  return Array.isArray(answer?.data) ? answer.data : [];
}

/** The cursor for the page after `lastPage`, or undefined at the end of the list. */
export function nextPageCursor(lastPage: PostView[], pageSize: number): string | undefined {
  return lastPage.length < pageSize ? undefined : lastPage.at(-1)?._id;
}

const postPath = (postId: string) => `/api/posts/${encodeURIComponent(postId)}`;
const commentPath = (postId: string, commentId: string) =>
  `${postPath(postId)}/comment/${encodeURIComponent(commentId)}`;

export const togglePostLike = (postId: string) =>
  apiRequest<ApiSuccess<LikeResult>>(`${postPath(postId)}/like`, { method: 'POST' }).then((answer) => answer.data);

export const fetchComments = (postId: string) =>
  apiRequest<ApiSuccess<CommentListAnswer>>(`${postPath(postId)}/comments`).then((answer) => answer.data.comments);

export const addComment = (postId: string, text: string) =>
  apiRequest<ApiSuccess<CommentView>>(`${postPath(postId)}/comment`, { method: 'POST', body: { text } }).then(
    (answer) => answer.data,
  );

export interface ReplyBody {
  text: string;
  replyToUserId: string;
  replyToUsername: string;
}

export const replyToComment = (postId: string, parentId: string, body: ReplyBody) =>
  apiRequest<ApiSuccess<CommentView>>(`${commentPath(postId, parentId)}/reply`, { method: 'POST', body }).then(
    (answer) => answer.data,
  );

export const toggleCommentLike = (postId: string, commentId: string) =>
  apiRequest<ApiSuccess<LikeResult>>(`${commentPath(postId, commentId)}/like`, { method: 'POST' }).then(
    (answer) => answer.data,
  );

export const deleteComment = (postId: string, commentId: string) =>
  apiRequest<ApiSuccess<DeleteCommentResult>>(commentPath(postId, commentId), { method: 'DELETE' }).then(
    (answer) => answer.data,
  );

interface PeopleAnswer {
  users: AuthorSummary[];
}

/** Who is online now (the current user included). */
export const fetchOnlineUsers = () =>
  apiRequest<ApiSuccess<PeopleAnswer>>('/api/presence/online').then((answer) => answer.data.users);

/** Whose birthday is today, among the people who show their date of birth. */
export const fetchBirthdays = () =>
  apiRequest<ApiSuccess<BirthdayListAnswer>>('/api/profile/birthdays').then((answer) => answer.data.users);
