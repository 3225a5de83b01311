import {
  commentBodySchema,
  feedQuerySchema,
  replyBodySchema,
  translateServerMessage,
  type CommentListAnswer,
} from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../lib/validation.js';
import {
  addComment,
  deleteComment,
  listComments,
  replyToComment,
  toggleCommentLike,
  type CommentsServiceDeps,
} from './comments.service.js';
import { postsDocs } from './posts.docs.js';
import { receivePostUpload, type PostUploadLimits } from './post-upload.js';
import { createPost, getPost, listPostsJson, togglePostLike } from './posts.service.js';

export interface PostsRoutesOptions extends CommentsServiceDeps {
  uploadLimits: PostUploadLimits;
}

type PostParams = { Params: { postId: string } };
type CommentParams = { Params: { postId: string; commentId: string } };

/** /api/posts: the feed, sharing, likes and comments. What follows each change leaves from post-events.ts. */
export async function postsRoutes(app: FastifyInstance, { uploadLimits, ...deps }: PostsRoutesOptions) {
  const signedIn = { preHandler: app.authenticate };

  app.post('/', { ...signedIn, ...postsDocs.create }, async (request, reply) => {
    const received = await receivePostUpload(request, deps.media.tempPath(), uploadLimits);
    const post = await createPost(deps, request.user, received);
    return reply
      .status(201)
      .send({ success: true, message: translateServerMessage('post.created', request.language), data: post });
  });

  // The specification's client reads a bare array here, not the usual envelope. The JSON comes
  // ready-made from remembered pages (see listPostsJson), and only the caller's id is needed.
  app.get('/', { preHandler: app.authenticateCaller, ...postsDocs.feed }, async (request, reply) => {
    const query = parseOrThrow(feedQuerySchema, request.query);
    return reply.type('application/json; charset=utf-8').send(await listPostsJson(deps, request.callerId, query));
  });

  app.get<PostParams>('/:postId', { ...signedIn, ...postsDocs.get }, async (request) => ({
    success: true,
    data: await getPost(deps, request.user.id, request.params.postId),
  }));

  app.post<PostParams>('/:postId/like', { ...signedIn, ...postsDocs.like }, async (request) => ({
    success: true,
    data: await togglePostLike(deps, request.user.id, request.params.postId),
  }));

  app.get<PostParams>('/:postId/comments', { ...signedIn, ...postsDocs.comments }, async (request) => {
    const comments = await listComments(deps, request.user.id, request.params.postId);
    return { success: true, data: { comments } satisfies CommentListAnswer };
  });

  app.post<PostParams>('/:postId/comment', { ...signedIn, ...postsDocs.comment }, async (request, reply) => {
    const { text } = parseOrThrow(commentBodySchema, request.body);
    const comment = await addComment(deps, request.user.id, request.params.postId, text);
    return reply.status(201).send({ success: true, data: comment });
  });

  app.post<CommentParams>(
    '/:postId/comment/:commentId/reply',
    { ...signedIn, ...postsDocs.reply },
    async (request, reply) => {
      const body = parseOrThrow(replyBodySchema, request.body);
      const { postId, commentId } = request.params;
      const comment = await replyToComment(deps, request.user.id, postId, commentId, body);
      return reply.status(201).send({ success: true, data: comment });
    },
  );

  app.post<CommentParams>(
    '/:postId/comment/:commentId/like',
    { ...signedIn, ...postsDocs.likeComment },
    async (request) => ({
      success: true,
      data: await toggleCommentLike(deps, request.user.id, request.params.postId, request.params.commentId),
    }),
  );

  app.delete<CommentParams>(
    '/:postId/comment/:commentId',
    { ...signedIn, ...postsDocs.deleteComment },
    async (request) => {
      const data = await deleteComment(deps, request.user.id, request.params.postId, request.params.commentId);
      return { success: true, message: translateServerMessage('comment.deleted', request.language), data };
    },
  );
}
