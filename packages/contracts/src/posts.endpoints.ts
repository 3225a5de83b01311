import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';
import {
  commentBodySchema,
  commentListAnswerSchema,
  commentViewSchema,
  createPostFieldsSchema,
  deleteCommentResultSchema,
  deletePostResultSchema,
  editPostBodySchema,
  feedQuerySchema,
  likeResultSchema,
  postViewSchema,
  replyBodySchema,
  tagFeedQuerySchema,
  tagParamsSchema,
} from './posts.js';

/** /api/posts: the feed, sharing, likes and comments. */
export const postsEndpoints = defineEndpoints({
  'POST /api/posts': {
    multipart: createPostFieldsSchema.extend({
      image: z
        .file()
        .optional()
        .describe('The picture or video (named `image` even for a video). Send either `image` or `media`.'),
      media: z
        .array(z.file())
        .max(10)
        .optional()
        .describe(
          'An album: up to 10 pictures and videos, the repeated field in order. More → 413 `post.tooManyMedia`; with `image` too → 400 `post.mediaMixed`.',
        ),
      altTexts: z
        .string()
        .optional()
        .describe('With `media`: a JSON list of alt texts in the files’ order, e.g. `["a dog", "", "the sea"]`.'),
    }),
    status: 201,
    data: postViewSchema,
    withMessage: true,
  },
  // The specification's client reads a bare array here, not the usual envelope.
  'GET /api/posts': { query: feedQuerySchema, bare: z.array(postViewSchema) },
  'GET /api/posts/tags/:tag': { params: tagParamsSchema, query: tagFeedQuerySchema, data: z.array(postViewSchema) },
  'GET /api/posts/:postId': { data: postViewSchema },
  'PUT /api/posts/:postId': { body: editPostBodySchema, data: postViewSchema, withMessage: true },
  'DELETE /api/posts/:postId': { data: deletePostResultSchema, withMessage: true },
  'POST /api/posts/:postId/like': { data: likeResultSchema },
  'GET /api/posts/:postId/comments': { data: commentListAnswerSchema },
  'POST /api/posts/:postId/comment': { body: commentBodySchema, status: 201, data: commentViewSchema },
  'POST /api/posts/:postId/comment/:commentId/reply': { body: replyBodySchema, status: 201, data: commentViewSchema },
  'POST /api/posts/:postId/comment/:commentId/like': { data: likeResultSchema },
  'DELETE /api/posts/:postId/comment/:commentId': { data: deleteCommentResultSchema, withMessage: true },
});
