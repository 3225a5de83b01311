import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';
import {
  commentBodySchema,
  commentListAnswerSchema,
  commentViewSchema,
  createPostFieldsSchema,
  deleteCommentResultSchema,
  feedQuerySchema,
  likeResultSchema,
  postViewSchema,
  replyBodySchema,
} from './posts.js';

/** /api/posts: the feed, sharing, likes and comments. */
export const postsEndpoints = defineEndpoints({
  'POST /api/posts': {
    multipart: createPostFieldsSchema.extend({
      image: z.file().describe('The picture or video (named `image` even for a video).'),
    }),
    status: 201,
    data: postViewSchema,
    withMessage: true,
  },
  // The specification's client reads a bare array here, not the usual envelope.
  'GET /api/posts': { query: feedQuerySchema, bare: z.array(postViewSchema) },
  'GET /api/posts/:postId': { data: postViewSchema },
  'POST /api/posts/:postId/like': { data: likeResultSchema },
  'GET /api/posts/:postId/comments': { data: commentListAnswerSchema },
  'POST /api/posts/:postId/comment': { body: commentBodySchema, status: 201, data: commentViewSchema },
  'POST /api/posts/:postId/comment/:commentId/reply': { body: replyBodySchema, status: 201, data: commentViewSchema },
  'POST /api/posts/:postId/comment/:commentId/like': { data: likeResultSchema },
  'DELETE /api/posts/:postId/comment/:commentId': { data: deleteCommentResultSchema, withMessage: true },
});
