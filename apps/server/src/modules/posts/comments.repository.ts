import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { commentLikes, comments, posts } from '../../db/schema/index.js';
import { likeToggleOf, toggleLikeStatement, type LikeToggle, type LikeToggleRow } from './like-toggle.js';

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
     * Inserts a comment or reply and counts it on the post, in one statement: in autocommit the post
     * row's lock (for its comments_count) ends with it. Null when the comment replied to is gone; a
     * foreign-key violation is thrown when the post is gone.
     *
     * A reply first takes the key-share lock on the comment it answers, then the post's row: the
     * order in which a deletion takes them (deleteWithReplies). Left to the foreign-key check, which
     * runs at the end of the statement, the reply would hold the post's row while waiting for the
     * comment, and a deletion holding the comment while waiting for the post would deadlock with it.
     */
    async insert(
      db: Database,
      values: NewComment,
    ): Promise<{ id: string; commentsCount: number; postAuthorId: string } | null> {
      const { postId, userId, text, parentId, replyToUserId } = values;
      const added =
        parentId === null
          ? sql`INSERT INTO ${comments} (post_id, user_id, text, parent_id, reply_to_user_id)
                VALUES (${postId}, ${userId}, ${text}, NULL, ${replyToUserId})
                RETURNING id, post_id`
          : sql`INSERT INTO ${comments} (post_id, user_id, text, parent_id, reply_to_user_id)
                SELECT ${postId}::uuid, ${userId}::uuid, ${text}::text, parent.id, ${replyToUserId}::uuid
                FROM (SELECT id FROM ${comments} WHERE id = ${parentId} AND post_id = ${postId} FOR KEY SHARE) AS parent
                RETURNING id, post_id`;
      const [row] = rowsOf<{ id: string; comments_count: number; post_author_id: string }>(
        await db.execute(sql`
          WITH added AS (${added}), counted AS (
            UPDATE ${posts} p SET comments_count = p.comments_count + 1 FROM added
            WHERE p.id = added.post_id RETURNING p.comments_count, p.user_id
          )
          SELECT added.id, counted.comments_count, counted.user_id AS post_author_id FROM added, counted`),
      );
      return row ? { id: row.id, commentsCount: row.comments_count, postAuthorId: row.post_author_id } : null;
    },

    /** Same toggle as a post like, on comment_likes and the comment's likes_count. */
    async toggleLike(db: Database, commentId: string, userId: string): Promise<LikeToggle | null> {
      const [row] = rowsOf<LikeToggleRow>(
        await db.execute(
          toggleLikeStatement({ likes: commentLikes, target: comments, key: 'comment_id', id: commentId, userId }),
        ),
      );
      return row ? likeToggleOf(row) : null;
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
