import type { CommentView, DeleteCommentResult, LikeResult } from '@teamhub/contracts';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { inAutocommit, inTransaction } from '../../lib/transaction.js';
import { isUuid } from '../../lib/validation.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { CommentFacts, CommentsRepository, NewComment } from './comments.repository.js';
import { presentComment } from './post.presenter.js';
import type { PostFacts } from './posts.repository.js';
import { commentPolicy, postPolicy } from './posts.policy.js';
import { postOr404, type PostsServiceDeps } from './posts.service.js';

export interface CommentsServiceDeps extends PostsServiceDeps {
  comments: CommentsRepository;
  users: UsersRepository;
}

type WriteDeps = Pick<CommentsServiceDeps, 'db' | 'posts' | 'comments' | 'views' | 'events' | 'logError'>;

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

async function insertComment(deps: WriteDeps, values: NewComment): Promise<CommentView> {
  try {
    return await inAutocommit(
      deps.db,
      async (scope) => {
        const inserted = await deps.comments.insert(scope, values);
        if (!inserted) throw notFound(values.parentId === null ? 'post.notFound' : 'comment.notFound');
        const view = await deps.views.commentById(values.userId, inserted.id, scope);
        if (!view) throw notFound('comment.notFound');
        const comment = presentComment(view);
        const { postId, userId: authorId, parentId, replyToUserId, text } = values;
        const created = {
          postId,
          postAuthorId: inserted.postAuthorId,
          commentId: comment.id,
          authorId,
          parentId,
          replyToUserId,
          text,
        };
        deps.events.commentAdded(scope, created, {
          postId: comment.postId,
          commentsCount: inserted.commentsCount,
          comment,
        });
        return comment;
      },
      deps.logError,
    );
  } catch (error) {
    // The post, or the comment replied to, was deleted between the checks and the insert.
    const constraint = foreignKeyViolationConstraint(error);
    if (constraint === null) throw error;
    throw notFound(constraint.includes('parent') ? 'comment.notFound' : 'post.notFound');
  }
}

/** A top-level comment; 403 when the post's author turned commenting off. */
export async function addComment(
  deps: WriteDeps,
  callerId: string,
  rawPostId: string,
  text: string,
): Promise<CommentView> {
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
  deps: WriteDeps & Pick<CommentsServiceDeps, 'users'>,
  callerId: string,
  rawPostId: string,
  rawCommentId: string,
  input: ReplyInput,
): Promise<CommentView> {
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
  deps: WriteDeps,
  callerId: string,
  rawPostId: string,
  rawCommentId: string,
): Promise<LikeResult> {
  const post = await postOr404(deps.posts, rawPostId);
  const comment = await commentOr404(deps.comments, post.id, rawCommentId);
  try {
    const toggled = await inAutocommit(
      deps.db,
      async (scope) => {
        const result = await deps.comments.toggleLike(scope, comment.id, callerId);
        if (result) {
          const like = { postId: post.id, commentId: comment.id, commentAuthorId: result.authorId, likerId: callerId };
          deps.events.commentLikeToggled(scope, like, result);
        }
        return result;
      },
      deps.logError,
    );
    if (!toggled) throw notFound('comment.notFound');
    return { liked: toggled.liked, likesCount: toggled.likesCount };
  } catch (error) {
    if (foreignKeyViolationConstraint(error) !== null) throw notFound('comment.notFound');
    throw error;
  }
}

/** Deletes the caller's own comment and its replies; 403 for anyone else's. */
export async function deleteComment(
  deps: WriteDeps,
  callerId: string,
  rawPostId: string,
  rawCommentId: string,
): Promise<DeleteCommentResult> {
  const post = await postOr404(deps.posts, rawPostId);
  const comment = await commentOr404(deps.comments, post.id, rawCommentId);
  authorize(commentPolicy.delete(callerId, comment), () => forbidden('comment.notAuthor'));
  const result = await inTransaction(
    deps.db,
    async (tx) => {
      await deps.events.commentDeleting(tx, comment.id);
      const deleted = await deps.comments.deleteWithReplies(tx, comment);
      if (deleted) deps.events.commentDeleted(tx, { postId: post.id, ...deleted });
      return deleted;
    },
    deps.logError,
  );
  if (!result) throw notFound('comment.notFound');
  return result;
}
