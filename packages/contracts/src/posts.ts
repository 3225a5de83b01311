import { z } from './zod.js';
import { deletedMark } from './account.js';
import { LIMITS } from './limits.js';

/** The author block every post and comment carries. */
export const authorSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
  verified: z.boolean(),
  deleted: deletedMark,
});
export type AuthorSummary = z.infer<typeof authorSummarySchema>;

/** What a post's or a story's media is. */
export const MEDIA_TYPES = ['image', 'video'] as const;
export const mediaTypeSchema = z.enum(MEDIA_TYPES);
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const commentViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  postId: z.string(),
  user: authorSummarySchema,
  text: z.string(),
  parentComment: z
    .string()
    .nullable()
    .describe('Id of the top-level comment this one replies to; null for a top-level comment.'),
  replyTo: z.object({ _id: z.string(), username: z.string() }).nullable(),
  likesCount: z.number(),
  isLiked: z.boolean(),
  createdAt: z.string(),
});
export type CommentView = z.infer<typeof commentViewSchema>;

export const postViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  user: authorSummarySchema,
  caption: z.string(),
  location: z.string(),
  altText: z.string(),
  mediaUrl: z.string(),
  image: z.string().describe('Same as mediaUrl: older clients read `image`.'),
  thumbnailUrl: z.string().describe('Small square preview (images: a resized copy; videos: the video itself).'),
  mediaType: mediaTypeSchema,
  hideViewCount: z.boolean(),
  hideLikeCount: z.boolean(),
  turnOffCommenting: z.boolean(),
  likesCount: z.number(),
  isLiked: z.boolean(),
  commentsCount: z.number(),
  comments: z
    .array(commentViewSchema)
    .describe('The latest few comments, for the preview under a post; the comments modal loads them all.'),
  createdAt: z.string(),
});
export type PostView = z.infer<typeof postViewSchema>;

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

export const likeResultSchema = z.object({ liked: z.boolean(), likesCount: z.number() });
export type LikeResult = z.infer<typeof likeResultSchema>;

/** Comments of one post, oldest first; replies carry `parentComment`. */
export const commentListAnswerSchema = z.object({ comments: z.array(commentViewSchema) });
export type CommentListAnswer = z.infer<typeof commentListAnswerSchema>;

export const deleteCommentResultSchema = z.object({ deletedIds: z.array(z.string()), commentsCount: z.number() });
export type DeleteCommentResult = z.infer<typeof deleteCommentResultSchema>;
