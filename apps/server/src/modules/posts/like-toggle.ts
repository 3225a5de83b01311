import { sql, type SQL } from 'drizzle-orm';
import type { commentLikes, comments, postLikes, posts } from '../../db/schema/index.js';

/** The outcome of a like toggle (`unliked`: a like row was really deleted) with the liked row's author. */
export interface LikeToggle {
  liked: boolean;
  unliked: boolean;
  likesCount: number;
  authorId: string;
}

/** A row of `toggleLikeStatement`. */
export interface LikeToggleRow {
  liked: boolean;
  unliked: boolean;
  likes_count: number;
  author_id: string;
}

type LikeTarget =
  | { likes: typeof postLikes; target: typeof posts; key: 'post_id' }
  | { likes: typeof commentLikes; target: typeof comments; key: 'comment_id' };

/**
 * One statement that likes a post or comment, or takes the like back when there already is one, and
 * moves its likes_count by the rows really changed: the like table's primary key decides (INSERT …
 * ON CONFLICT DO NOTHING, else DELETE), so two clicks at once end in a consistent state. Run in
 * autocommit, the liked row's lock ends with the statement (lib/transaction.ts: inAutocommit). No
 * row when the post or comment is gone; a like of one deleted meanwhile fails on its foreign key.
 */
export function toggleLikeStatement({
  likes,
  target,
  key,
  id,
  userId,
}: LikeTarget & { id: string; userId: string }): SQL {
  const keyColumn = sql.raw(key);
  return sql`
    WITH added AS (
      INSERT INTO ${likes} (${keyColumn}, user_id) VALUES (${id}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1
    ), removed AS (
      DELETE FROM ${likes} WHERE ${keyColumn} = ${id} AND user_id = ${userId} AND NOT EXISTS (SELECT 1 FROM added)
      RETURNING 1
    )
    UPDATE ${target}
    SET likes_count = likes_count + (SELECT count(*) FROM added)::int - (SELECT count(*) FROM removed)::int
    WHERE id = ${id}
    RETURNING likes_count, user_id AS author_id,
              EXISTS (SELECT 1 FROM added) AS liked, EXISTS (SELECT 1 FROM removed) AS unliked`;
}

export const likeToggleOf = (row: LikeToggleRow): LikeToggle => ({
  liked: row.liked,
  unliked: row.unliked,
  likesCount: row.likes_count,
  authorId: row.author_id,
});
