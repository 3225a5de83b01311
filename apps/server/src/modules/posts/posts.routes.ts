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
import type { FeedCache } from './feed-cache.js';
import type { FeedEvents } from './feed-events.js';
import type { PostMediaStorage } from './post-media.js';
import { postsDocs } from './posts.docs.js';
import { receivePostUpload, type PostUploadLimits } from './post-upload.js';
import { createPost, getPost, listPostsJson, togglePostLike } from './posts.service.js';

export interface PostsRoutesOptions extends CommentsServiceDeps {
  media: PostMediaStorage;
  events: FeedEvents;
  uploadLimits: PostUploadLimits;
  feedCache?: FeedCache;
}

type PostParams = { Params: { postId: string } };
type CommentParams = { Params: { postId: string; commentId: string } };

/** /api/posts: the feed, sharing, likes and comments. Live updates go out after each change is saved. */
export async function postsRoutes(app: FastifyInstance, { events, uploadLimits, ...deps }: PostsRoutesOptions) {
  const signedIn = { preHandler: app.authenticate };
  // Every write that changes what feed pages show (a post, a like, a comment and its likes) forgets
  // the remembered pages when it is done, before its answer leaves, so the writer's next read sees
  // it. A failed write too: it may have saved something before failing.
  const changingFeed = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      await deps.feedCache?.clear();
    }
  };

  app.post('/', { ...signedIn, ...postsDocs.create }, async (request, reply) => {
    const received = await receivePostUpload(request, deps.media.tempPath(), uploadLimits);
    const post = await changingFeed(() => createPost(deps, request.user, received));
    events.postCreated(post);
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

  app.post<PostParams>('/:postId/like', { ...signedIn, ...postsDocs.like }, async (request) => {
    const { postId, liked, likesCount } = await changingFeed(() =>
      togglePostLike(deps, request.user.id, request.params.postId),
    );
    events.postLikeUpdated({ postId, likes: likesCount, userId: request.user.id, isLiked: liked });
    return { success: true, data: { liked, likesCount } };
  });

  app.get<PostParams>('/:postId/comments', { ...signedIn, ...postsDocs.comments }, async (request) => {
    const comments = await listComments(deps, request.user.id, request.params.postId);
    return { success: true, data: { comments } satisfies CommentListAnswer };
  });

  app.post<PostParams>('/:postId/comment', { ...signedIn, ...postsDocs.comment }, async (request, reply) => {
    const { text } = parseOrThrow(commentBodySchema, request.body);
    const { comment, commentsCount } = await changingFeed(() =>
      addComment(deps, request.user.id, request.params.postId, text),
    );
    events.commentAdded({ postId: comment.postId, commentsCount, comment });
    return reply.status(201).send({ success: true, data: comment });
  });

  app.post<CommentParams>(
    '/:postId/comment/:commentId/reply',
    { ...signedIn, ...postsDocs.reply },
    async (request, reply) => {
      const body = parseOrThrow(replyBodySchema, request.body);
      const { postId, commentId } = request.params;
      const { comment, commentsCount } = await changingFeed(() =>
        replyToComment(deps, request.user.id, postId, commentId, body),
      );
      events.commentAdded({ postId: comment.postId, commentsCount, comment });
      return reply.status(201).send({ success: true, data: comment });
    },
  );

  app.post<CommentParams>(
    '/:postId/comment/:commentId/like',
    { ...signedIn, ...postsDocs.likeComment },
    async (request) => ({
      success: true,
      data: await changingFeed(() =>
        toggleCommentLike(deps, request.user.id, request.params.postId, request.params.commentId),
      ),
    }),
  );

  app.delete<CommentParams>(
    '/:postId/comment/:commentId',
    { ...signedIn, ...postsDocs.deleteComment },
    async (request) => {
      const { postId, ...data } = await changingFeed(() =>
        deleteComment(deps, request.user.id, request.params.postId, request.params.commentId),
      );
      events.commentDeleted({ postId, ...data });
      return { success: true, message: translateServerMessage('comment.deleted', request.language), data };
    },
  );
}
