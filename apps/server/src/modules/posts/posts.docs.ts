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
} from '@teamhub/contracts';
import { z } from 'zod';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'posts';
const post = pathParams('postId');
const comment = pathParams('postId', 'commentId');

/** OpenAPI descriptions of /api/posts (posts.routes.ts). */
export const postsDocs = {
  create: documented({
    tag,
    summary: 'Share a post: a picture or a video with its caption',
    multipart: createPostFieldsSchema.extend({
      image: z.file().describe('The picture or video (named `image` even for a video).'),
    }),
    status: 201,
    data: postViewSchema,
    withMessage: true,
    errors: [400, 413],
  }),
  feed: documented({
    tag,
    summary: 'The feed, newest first (a bare array, not the usual envelope)',
    query: feedQuerySchema,
    bare: z.array(postViewSchema),
    errors: [400],
  }),
  get: documented({ tag, summary: 'One post', params: post, data: postViewSchema, errors: [404] }),
  like: documented({ tag, summary: 'Like or unlike a post', params: post, data: likeResultSchema, errors: [404] }),
  comments: documented({
    tag,
    summary: 'A post’s comments, oldest first',
    params: post,
    data: commentListAnswerSchema,
    errors: [404],
  }),
  comment: documented({
    tag,
    summary: 'Comment on a post',
    params: post,
    body: commentBodySchema,
    status: 201,
    data: commentViewSchema,
    errors: [400, 403, 404],
  }),
  reply: documented({
    tag,
    summary: 'Reply to a comment',
    params: comment,
    body: replyBodySchema,
    status: 201,
    data: commentViewSchema,
    errors: [400, 403, 404],
  }),
  likeComment: documented({
    tag,
    summary: 'Like or unlike a comment',
    params: comment,
    data: likeResultSchema,
    errors: [404],
  }),
  deleteComment: documented({
    tag,
    summary: 'Delete a comment (its author only) with its replies',
    params: comment,
    data: deleteCommentResultSchema,
    withMessage: true,
    errors: [403, 404],
  }),
};
