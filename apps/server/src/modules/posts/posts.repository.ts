import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { postLikes, posts, users, type NewPostRow, type PostRow } from '../../db/schema/index.js';

/** What the rules about a post need to know. */
export interface PostFacts {
  id: string;
  userId: string;
  turnOffCommenting: boolean;
}

/** The outcome of a like toggle (`unliked`: a like row was really deleted) with the liked row's author. */
export interface LikeToggle {
  liked: boolean;
  unliked: boolean;
  likesCount: number;
  authorId: string;
}

export function createPostsRepository(db: Database) {
  return {
    /** Inserts the post and counts it on its author, in the caller's transaction `tx`. */
    async insert(tx: Database, values: NewPostRow): Promise<PostRow> {
      const [row] = await tx.insert(posts).values(values).returning();
      if (!row) throw new Error('Insert returned no post');
      await tx
        .update(users)
        .set({ postsCount: sql`${users.postsCount} + 1` })
        .where(eq(users.id, values.userId));
      return row;
    },

    async findFacts(id: string): Promise<PostFacts | undefined> {
      const [row] = await db
        .select({ id: posts.id, userId: posts.userId, turnOffCommenting: posts.turnOffCommenting })
        .from(posts)
        .where(eq(posts.id, id))
        .limit(1);
      return row;
    },

    /**
     * Likes the post, or takes the like back when there already is one. The primary key of
     * post_likes decides (INSERT … ON CONFLICT DO NOTHING, else DELETE), and likes_count moves by the
     * rows really changed, in the caller's transaction `tx`: two clicks at once end in a consistent
     * state. Null when the post is gone.
     */
    async toggleLike(tx: Database, postId: string, userId: string): Promise<LikeToggle | null> {
      const inserted = await tx
        .insert(postLikes)
        .values({ postId, userId })
        .onConflictDoNothing()
        .returning({ postId: postLikes.postId });
      let liked = inserted.length > 0;
      let delta = liked ? 1 : 0;
      if (!liked) {
        const deleted = await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
          .returning({ postId: postLikes.postId });
        delta = -deleted.length;
        // Nothing to delete: another request took the like back in between; the answer is "not liked".
        liked = false;
      }
      const [post] = await tx
        .update(posts)
        .set({ likesCount: sql`${posts.likesCount} + ${delta}::integer` })
        .where(eq(posts.id, postId))
        .returning({ likesCount: posts.likesCount, userId: posts.userId });
      if (!post) return null;
      return { liked, unliked: delta < 0, likesCount: post.likesCount, authorId: post.userId };
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
