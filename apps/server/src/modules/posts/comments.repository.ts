import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { commentLikes, comments, posts, type CommentRow } from '../../db/schema/index.js';
import type { LikeToggle } from './posts.repository.js';

export interface CommentFacts {
  id: string;
  postId: string;
  userId: string;
  parentId: string | null;
}

export interface NewComment {
  postId: string;
  userId: string;
  text: string;
  parentId: string | null;
  replyToUserId: string | null;
}

export function createCommentsRepository(db: Database) {
  return {
    async findFacts(id: string): Promise<CommentFacts | undefined> {
      const [row] = await db
        .select({ id: comments.id, postId: comments.postId, userId: comments.userId, parentId: comments.parentId })
        .from(comments)
        .where(eq(comments.id, id))
        .limit(1);
      return row;
    },

    /** Whether `userId` wrote the top-level comment `threadId` or any reply under it. */
    async wroteInThread(threadId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.userId, userId), or(eq(comments.id, threadId), eq(comments.parentId, threadId))))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Inserts a comment or reply and counts it on the post, in the caller's transaction `tx`. Null
     * when the post is gone (a foreign-key violation is thrown instead when the insert itself finds
     * it, or the parent, gone).
     */
    async insert(
      tx: Database,
      values: NewComment,
    ): Promise<{ row: CommentRow; commentsCount: number; postAuthorId: string } | null> {
      const [row] = await tx.insert(comments).values(values).returning();
      if (!row) throw new Error('Insert returned no comment');
      const [post] = await tx
        .update(posts)
        .set({ commentsCount: sql`${posts.commentsCount} + 1` })
        .where(eq(posts.id, values.postId))
        .returning({ commentsCount: posts.commentsCount, userId: posts.userId });
      if (!post) return null;
      return { row, commentsCount: post.commentsCount, postAuthorId: post.userId };
    },

    /** Same toggle as a post like, on comment_likes and the comment's likes_count. */
    async toggleLike(tx: Database, commentId: string, userId: string): Promise<LikeToggle | null> {
      const inserted = await tx
        .insert(commentLikes)
        .values({ commentId, userId })
        .onConflictDoNothing()
        .returning({ commentId: commentLikes.commentId });
      let liked = inserted.length > 0;
      let delta = liked ? 1 : 0;
      if (!liked) {
        const deleted = await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
          .returning({ commentId: commentLikes.commentId });
        delta = -deleted.length;
        liked = false;
      }
      const [row] = await tx
        .update(comments)
        .set({ likesCount: sql`${comments.likesCount} + ${delta}::integer` })
        .where(eq(comments.id, commentId))
        .returning({ likesCount: comments.likesCount, userId: comments.userId });
      if (!row) return null;
      return { liked, unliked: delta < 0, likesCount: row.likesCount, authorId: row.userId };
    },

    /**
     * Deletes a comment with its replies and uncounts exactly the rows removed. The comment's row is
     * locked first, so a reply being added at the same moment either lands before (and is deleted and
     * counted here) or fails on its missing parent: comments_count never drifts. Null when the
     * comment is already gone. In the caller's transaction `tx`.
     */
    async deleteWithReplies(
      tx: Database,
      comment: Pick<CommentFacts, 'id' | 'postId'>,
    ): Promise<{ deletedIds: string[]; commentsCount: number } | null> {
      const [locked] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.id, comment.id))
        .for('update');
      if (!locked) return null;
      const deleted = await tx
        .delete(comments)
        .where(or(eq(comments.id, comment.id), eq(comments.parentId, comment.id)))
        .returning({ id: comments.id, parentId: comments.parentId, createdAt: comments.createdAt });
      const [post] = await tx
        .update(posts)
        .set({ commentsCount: sql`${posts.commentsCount} - ${deleted.length}::integer` })
        .where(eq(posts.id, comment.postId))
        .returning({ commentsCount: posts.commentsCount });
      // The comment first, then its replies oldest first.
      deleted.sort(
        (a, b) =>
          Number(a.parentId !== null) - Number(b.parentId !== null) || a.createdAt.getTime() - b.createdAt.getTime(),
      );
      return { deletedIds: deleted.map((row) => row.id), commentsCount: post?.commentsCount ?? 0 };
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
