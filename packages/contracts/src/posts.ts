import { z } from 'zod';
import { LIMITS } from './limits.js';

/** The author block every post and comment carries. */
export interface AuthorSummary {
  _id: string;
  id: string;
  username: string;
  avatar: string;
  verified: boolean;
}

export type MediaType = 'image' | 'video';

export interface CommentView {
  _id: string;
  id: string;
  postId: string;
  user: AuthorSummary;
  text: string;
  /** Id of the top-level comment this one replies to; null for a top-level comment. */
  parentComment: string | null;
  replyTo: { _id: string; username: string } | null;
  likesCount: number;
  isLiked: boolean;
  createdAt: string;
}

export interface PostView {
  _id: string;
  id: string;
  user: AuthorSummary;
  caption: string;
  location: string;
  altText: string;
  mediaUrl: string;
  /** Same as mediaUrl: older clients read `image`. */
  image: string;
  /** Small square preview (images: a resized copy; videos: the video itself). */
  thumbnailUrl: string;
  mediaType: MediaType;
  hideViewCount: boolean;
  hideLikeCount: boolean;
  turnOffCommenting: boolean;
  likesCount: number;
  isLiked: boolean;
  commentsCount: number;
  /** The latest few comments, for the preview under a post; the comments modal loads them all. */
  comments: CommentView[];
  createdAt: string;
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** The text fields of POST /api/posts (multipart; the file is the `image` field). */
export const createPostFieldsSchema = z.object({
  caption: z
    .string()
    .max(LIMITS.postCaption, 'validation.captionTooLong')
    .optional()
    .transform((value) => value?.trim() ?? ''),
  location: z
    .string()
    .trim()
    .max(LIMITS.post.location, 'validation.locationTooLong')
    .optional()
    .transform((value) => value ?? ''),
  altText: z
    .string()
    .trim()
    .max(LIMITS.post.altText, 'validation.altTextTooLong')
    .optional()
    .transform((value) => value ?? ''),
  hideViewCount: flag,
  hideLikeCount: flag,
  turnOffCommenting: flag,
});
export type CreatePostFields = z.output<typeof createPostFieldsSchema>;

/** GET /api/posts query: newest first, `before` is the last post id of the previous page. */
export const feedQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.feedLimitInvalid' })
    .int('validation.feedLimitInvalid')
    .min(1, 'validation.feedLimitInvalid')
    .max(LIMITS.post.feedMaxLimit, 'validation.feedLimitInvalid')
    .default(LIMITS.post.feedDefaultLimit),
  before: z.uuid('validation.cursorInvalid').optional(),
  userId: z.uuid('validation.cursorInvalid').optional(),
});

const commentText = z
  .string({ error: 'validation.commentRequired' })
  .trim()
  .min(1, 'validation.commentRequired')
  .max(LIMITS.postCaption, 'validation.commentTooLong');

export const commentBodySchema = z.object({ text: commentText });

export const replyBodySchema = z.object({
  text: commentText,
  replyToUserId: z.uuid().optional(),
  replyToUsername: z.string().max(LIMITS.username.max).optional(),
});

export interface LikeResult {
  liked: boolean;
  likesCount: number;
}

/** Comments of one post, oldest first; replies carry `parentComment`. */
export interface CommentListAnswer {
  comments: CommentView[];
}

export interface DeleteCommentResult {
  deletedIds: string[];
  commentsCount: number;
}
