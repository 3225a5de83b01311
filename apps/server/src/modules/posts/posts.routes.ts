import { feedQuerySchema, translateServerMessage } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding, sendReadyAnswer } from '../../lib/answer-encoding.js';
import { apiRoute } from '../../lib/api-route.js';
import { parseOrThrow } from '../../lib/validation.js';
import {
  addComment,
  deleteComment,
  listComments,
  replyToComment,
  toggleCommentLike,
  type CommentsServiceDeps,
} from './comments.service.js';
import { receivePostUpload, type PostUploadLimits } from './post-upload.js';
import {
  createPost,
  deletePost,
  editPost,
  getPost,
  listPostsAnswer,
  listTagPosts,
  togglePostLike,
} from './posts.service.js';

export interface PostsRoutesOptions extends CommentsServiceDeps {
  uploadLimits: PostUploadLimits;
}

const tag = 'posts';
const ok = <T>(data: T) => ({ success: true as const, data });

/** /api/posts: the feed, sharing, likes and comments. What follows each change leaves from post-events.ts. */
export async function postsRoutes(app: FastifyInstance, { uploadLimits, ...deps }: PostsRoutesOptions) {
  apiRoute(
    app,
    'POST /api/posts',
    {
      tag,
      summary: 'Share a post: a picture or a video, or an album of up to 10, with its caption',
      errors: [400, 413],
    },
    async (request) => {
      const received = await receivePostUpload(request, () => deps.media.tempPath(), uploadLimits);
      const post = await createPost(deps, request.user, received);
      return { success: true as const, message: translateServerMessage('post.created', request.language), data: post };
    },
  );

  // The answer comes ready-made (see listPostsAnswer): a remembered page as bytes already compressed in
  // the encoding the caller accepts, any other as JSON text; it is never parsed and serialised again.
  // Only the caller's id is needed.
  apiRoute(
    app,
    'GET /api/posts',
    {
      tag,
      summary: 'The feed, newest first (a bare array, not the usual envelope)',
      errors: [400],
      access: 'caller',
    },
    async (request, reply) => {
      const query = parseOrThrow(feedQuerySchema, request.query);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      return sendReadyAnswer(reply, await listPostsAnswer(deps, request.callerId, query, encoding));
    },
  );

  apiRoute(
    app,
    'GET /api/posts/tags/:tag',
    {
      tag,
      summary: "The posts with a hashtag in their caption, newest first, paged as the feed's",
      description:
        "Accent- and case-insensitive: `#tet` finds `#Tết`. `before` is the last post's id of the previous page; a page shorter than `limit` is the last.",
      errors: [400],
    },
    async (request) => ok(await listTagPosts(deps, request.user.id, request.params, request.query)),
  );

  apiRoute(app, 'GET /api/posts/:postId', { tag, summary: 'One post', errors: [404] }, async (request) =>
    ok(await getPost(deps, request.user.id, request.params.postId)),
  );

  // The body is checked by the service, after the post and its author: a 404 or 403 comes before a 400.
  apiRoute(
    app,
    'PUT /api/posts/:postId',
    {
      tag,
      summary: 'Edit a post (its author only): caption, location, alt text and the three settings',
      description:
        'Any of the fields; the media cannot change. `altText` is the first photo or video’s (of an album too). The answer carries `editedAt`.',
      errors: [400, 403, 404],
    },
    async (request) => {
      const data = await editPost(deps, request.user.id, request.params.postId, request.body);
      return { success: true as const, message: translateServerMessage('post.updated', request.language), data };
    },
  );

  apiRoute(
    app,
    'DELETE /api/posts/:postId',
    {
      tag,
      summary: 'Delete a post (its author only) with its comments, likes, notifications and media',
      errors: [403, 404],
    },
    async (request) => {
      const data = await deletePost(deps, request.user.id, request.params.postId);
      return { success: true as const, message: translateServerMessage('post.deleted', request.language), data };
    },
  );

  apiRoute(
    app,
    'POST /api/posts/:postId/like',
    { tag, summary: 'Like or unlike a post', errors: [404] },
    async (request) => ok(await togglePostLike(deps, request.user.id, request.params.postId)),
  );

  apiRoute(
    app,
    'GET /api/posts/:postId/comments',
    { tag, summary: 'A post’s comments, oldest first', errors: [404] },
    async (request) => ok({ comments: await listComments(deps, request.user.id, request.params.postId) }),
  );

  apiRoute(
    app,
    'POST /api/posts/:postId/comment',
    { tag, summary: 'Comment on a post', errors: [400, 403, 404], body: 'fields' },
    async (request) => ok(await addComment(deps, request.user.id, request.params.postId, request.body.text)),
  );

  apiRoute(
    app,
    'POST /api/posts/:postId/comment/:commentId/reply',
    { tag, summary: 'Reply to a comment', errors: [400, 403, 404], body: 'fields' },
    async (request) => {
      const { postId, commentId } = request.params;
      return ok(await replyToComment(deps, request.user.id, postId, commentId, request.body));
    },
  );

  apiRoute(
    app,
    'POST /api/posts/:postId/comment/:commentId/like',
    { tag, summary: 'Like or unlike a comment', errors: [404] },
    async (request) =>
      ok(await toggleCommentLike(deps, request.user.id, request.params.postId, request.params.commentId)),
  );

  apiRoute(
    app,
    'DELETE /api/posts/:postId/comment/:commentId',
    { tag, summary: 'Delete a comment (its author only) with its replies', errors: [403, 404] },
    async (request) => {
      const data = await deleteComment(deps, request.user.id, request.params.postId, request.params.commentId);
      return { success: true as const, message: translateServerMessage('comment.deleted', request.language), data };
    },
  );
}
