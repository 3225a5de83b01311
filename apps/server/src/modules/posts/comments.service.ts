import type { CommentView, DeleteCommentResult, LikeResult } from '@teamhub/contracts';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { isUuid } from '../../lib/validation.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { CommentFacts, CommentsRepository, NewComment } from './comments.repository.js';
import type { PostHooks } from './post-hooks.js';
import { presentComment } from './post.presenter.js';
import type { PostViewsRepository } from './post-views.repository.js';
import type { PostFacts, PostsRepository } from './posts.repository.js';
import { commentPolicy, postPolicy } from './posts.policy.js';
import { postOr404 } from './posts.service.js';

export interface CommentsServiceDeps {
  posts: PostsRepository;
  comments: CommentsRepository;
  views: PostViewsRepository;
  users: UsersRepository;
  hooks?: PostHooks;
}

/** A comment answer with the post's comment count after the change (for the live event). */
export interface CommentAdded {
  comment: CommentView;
  commentsCount: number;
}

/** The comment named by a URL id, on the post named by the URL: anything else is 404. */
async function commentOr404(comments: CommentsRepository, postId: string, rawId: string): Promise<CommentFacts> {
  const comment = isUuid(rawId) ? await comments.findFacts(rawId.toLowerCase()) : undefined;
  if (!comment || comment.postId !== postId) throw notFound('comment.notFound');
  return comment;
}

/** Every comment of a post, oldest first, replies included. */
export async function listComments(
  { posts, views }: Pick<CommentsServiceDeps, 'posts' | 'views'>,
  callerId: string,
  rawPostId: string,
): Promise<CommentView[]> {
  const post = await postOr404(posts, rawPostId);
  const rows = await views.commentsOfPost(callerId, post.id);
  return rows.map(presentComment);
}

async function insertComment(
  { comments, views, hooks }: Pick<CommentsServiceDeps, 'comments' | 'views' | 'hooks'>,
  values: NewComment,
): Promise<CommentAdded> {
  let inserted: Awaited<ReturnType<CommentsRepository['insert']>>;
  try {
    inserted = await comments.insert(values, hooks);
  } catch (error) {
    // The post, or the comment replied to, was deleted between the checks and the insert.
    const constraint = foreignKeyViolationConstraint(error);
    if (constraint === null) throw error;
    throw notFound(constraint.includes('parent') ? 'comment.notFound' : 'post.notFound');
  }
  if (!inserted) throw notFound('post.notFound');
  const view = await views.commentById(values.userId, inserted.row.id);
  if (!view) throw notFound('comment.notFound');
  return { comment: presentComment(view), commentsCount: inserted.commentsCount };
}

/** A top-level comment; 403 when the post's author turned commenting off. */
export async function addComment(
  deps: Pick<CommentsServiceDeps, 'posts' | 'comments' | 'views' | 'hooks'>,
  callerId: string,
  rawPostId: string,
  text: string,
): Promise<CommentAdded> {
  const post = await postOr404(deps.posts, rawPostId);
  authorize(postPolicy.comment(callerId, post), () => forbidden('post.commentingOff'));
  return insertComment(deps, { postId: post.id, userId: callerId, text, parentId: null, replyToUserId: null });
}

export interface ReplyInput {
  text: string;
  replyToUserId?: string;
  replyToUsername?: string;
}

/**
 * The user a reply may answer (and so notify): someone who wrote in its thread or the post's
 * author. Anyone else named by the client is ignored, so a reply cannot be used to notify a
 * stranger.
 */
async function mayBeAnswered(
  comments: CommentsRepository,
  post: PostFacts,
  threadId: string,
  userId: string,
): Promise<boolean> {
  return userId === post.userId || (await comments.wroteInThread(threadId, userId));
}

/**
 * A reply. It always hangs under the top-level comment (a reply to a reply joins the same thread),
 * and answers the user named by the client when that user exists and took part (see
 * mayBeAnswered), otherwise the author of the comment replied to.
 */
export async function replyToComment(
  deps: Pick<CommentsServiceDeps, 'posts' | 'comments' | 'views' | 'users' | 'hooks'>,
  callerId: string,
  rawPostId: string,
  rawCommentId: string,
  input: ReplyInput,
): Promise<CommentAdded> {
  const post = await postOr404(deps.posts, rawPostId);
  authorize(postPolicy.comment(callerId, post), () => forbidden('post.commentingOff'));
  const target = await commentOr404(deps.comments, post.id, rawCommentId);
  const threadId = target.parentId ?? target.id;
  const named =
    (input.replyToUserId ? await deps.users.findById(input.replyToUserId.toLowerCase()) : undefined) ??
    (input.replyToUsername ? await deps.users.findByUsername(input.replyToUsername) : undefined);
  const answered = named && (await mayBeAnswered(deps.comments, post, threadId, named.id)) ? named.id : target.userId;
  return insertComment(deps, {
    postId: post.id,
    userId: callerId,
    text: input.text,
    parentId: threadId,
    replyToUserId: answered,
  });
}

export async function toggleCommentLike(
  { posts, comments, hooks }: Pick<CommentsServiceDeps, 'posts' | 'comments' | 'hooks'>,
  callerId: string,
  rawPostId: string,
  rawCommentId: string,
): Promise<LikeResult> {
  const post = await postOr404(posts, rawPostId);
  const comment = await commentOr404(comments, post.id, rawCommentId);
  try {
    const result = await comments.toggleLike(comment, callerId, hooks);
    if (!result) throw notFound('comment.notFound');
    return result;
  } catch (error) {
    if (foreignKeyViolationConstraint(error) !== null) throw notFound('comment.notFound');
    throw error;
  }
}

/** Deletes the caller's own comment and its replies; 403 for anyone else's. */
export async function deleteComment(
  { posts, comments }: Pick<CommentsServiceDeps, 'posts' | 'comments'>,
  callerId: string,
  rawPostId: string,
  rawCommentId: string,
): Promise<DeleteCommentResult & { postId: string }> {
  const post = await postOr404(posts, rawPostId);
  const comment = await commentOr404(comments, post.id, rawCommentId);
  authorize(commentPolicy.delete(callerId, comment), () => forbidden('comment.notAuthor'));
  const result = await comments.deleteWithReplies(comment);
  if (!result) throw notFound('comment.notFound');
  return { ...result, postId: post.id };
}
