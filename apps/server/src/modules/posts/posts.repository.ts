import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { postLikes, posts, users, type NewPostRow, type PostRow } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { likeToggleOf, toggleLikeStatement, type LikeToggle, type LikeToggleRow } from './like-toggle.js';

/** What the rules about a post need to know. */
export interface PostFacts {
  id: string;
  userId: string;
  turnOffCommenting: boolean;
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
     * Likes the post, or takes the like back when there already is one, in one statement (see
     * `toggleLikeStatement`). Null when the post is gone.
     */
    async toggleLike(db: Database, postId: string, userId: string): Promise<LikeToggle | null> {
      const [row] = rowsOf<LikeToggleRow>(
        await db.execute(toggleLikeStatement({ likes: postLikes, target: posts, key: 'post_id', id: postId, userId })),
      );
      return row ? likeToggleOf(row) : null;
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
