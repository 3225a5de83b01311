import { z } from './zod.js';
import { deletedMark } from './account.js';
import { LIMITS } from './limits.js';
import { HASHTAG_MAX_LENGTH } from './hashtags.js';

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

/** One photo or video of a post, in the album's order. */
export const postMediaItemSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string().describe('Small square preview, as the post’s own `thumbnailUrl`.'),
  mediaType: mediaTypeSchema,
  altText: z.string(),
});
export type PostMediaItem = z.infer<typeof postMediaItemSchema>;

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
  media: z
    .array(postMediaItemSchema)
    .describe(
      'Every photo and video in order (1–10); the first is the one `mediaUrl`, `mediaType` and `altText` name.',
    ),
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
  editedAt: z.string().nullable().describe('When the author last edited the post; null when never edited.'),
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

/**
 * The `altTexts` field of an album (POST /api/posts with `media` files): a JSON list of strings in the
 * files' order. Shorter than the files leaves the rest empty; longer is refused.
 */
export const albumAltTextsSchema = z
  .array(
    z.string({ error: 'validation.altTextsInvalid' }).trim().max(LIMITS.post.altText, 'validation.altTextTooLong'),
    {
      error: 'validation.altTextsInvalid',
    },
  )
  .max(LIMITS.post.albumMaxItems, 'validation.altTextsInvalid');

const editFlag = z.boolean({ error: 'validation.postEditInvalid' }).optional();

/**
 * PUT /api/posts/:postId (JSON): any of the texts and toggles a post was shared with, and the alt text
 * of any item of an album; the media stays.
 * Same limits and trimming as sharing; an empty body is refused, since it would only move `editedAt`.
 */
export const editPostBodySchema = z
  .strictObject(
    {
      caption: z
        .string({ error: 'validation.postEditInvalid' })
        .max(LIMITS.postCaption, 'validation.captionTooLong')
        .transform((value) => value.trim())
        .optional(),
      location: z
        .string({ error: 'validation.postEditInvalid' })
        .trim()
        .max(LIMITS.post.location, 'validation.locationTooLong')
        .optional(),
      altText: z
        .string({ error: 'validation.postEditInvalid' })
        .trim()
        .max(LIMITS.post.altText, 'validation.altTextTooLong')
        .optional()
        .describe('The first item’s alt text (the spec’s field).'),
      altTexts: albumAltTextsSchema
        .optional()
        .describe('Every item’s alt text in order; a shorter list leaves the rest, a longer one is refused.'),
      hideViewCount: editFlag,
      hideLikeCount: editFlag,
      turnOffCommenting: editFlag,
    },
    // An unknown field (the media, a count) is refused rather than silently left unchanged.
    { error: 'validation.postEditInvalid' },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'validation.postEditEmpty')
  // Both would name the first item's alt text, perhaps differently.
  .refine((body) => body.altText === undefined || body.altTexts === undefined, 'validation.postEditInvalid');
export type EditPostBody = z.output<typeof editPostBodySchema>;

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

export const tagParamsSchema = z.object({
  tag: z
    .string()
    .min(1, 'validation.tagInvalid')
    .max(HASHTAG_MAX_LENGTH, 'validation.tagInvalid')
    .regex(/^[\p{L}\p{N}_]+$/u, 'validation.tagInvalid'),
});

/** A page of a tag's posts: newest first, keyset on the last post of the previous page, as the feed. */
export const tagFeedQuerySchema = feedQuerySchema.pick({ limit: true, before: true });

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

export const deletePostResultSchema = z.object({ postId: z.string() });
export type DeletePostResult = z.infer<typeof deletePostResultSchema>;
