import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { follows, users } from '../../db/schema/index.js';

export interface FollowPair {
  followerId: string;
  followingId: string;
}

/**
 * What a follow or unfollow did (`changed`: a row was really inserted or deleted), with the target's
 * follower count after it (null: target is gone).
 */
export interface FollowChange {
  changed: boolean;
  followersCount: number | null;
}

/**
 * Adds `delta` to the target's followers_count and the follower's following_count. The two rows
 * are updated in id order, so two users following each other at the same moment lock them in the
 * same order and cannot deadlock.
 */
async function adjustCounts(tx: Database, { followerId, followingId }: FollowPair, delta: 1 | -1) {
  let followersCount: number | null = null;
  for (const id of [followerId, followingId].sort()) {
    if (id === followingId) {
      const [row] = await tx
        .update(users)
        .set({ followersCount: sql`${users.followersCount} + ${delta}::integer` })
        .where(eq(users.id, id))
        .returning({ followersCount: users.followersCount });
      followersCount = row?.followersCount ?? null;
    } else {
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} + ${delta}::integer` })
        .where(eq(users.id, id));
    }
  }
  return followersCount;
}

async function followersCountOf(tx: Database, userId: string): Promise<number | null> {
  const [row] = await tx
    .select({ followersCount: users.followersCount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.followersCount ?? null;
}

export function createFollowsRepository(db: Database) {
  const pairIs = ({ followerId, followingId }: FollowPair) =>
    and(eq(follows.followerId, followerId), eq(follows.followingId, followingId));

  return {
    async isFollowing(pair: FollowPair): Promise<boolean> {
      const [row] = await db.select({ followerId: follows.followerId }).from(follows).where(pairIs(pair)).limit(1);
      return row !== undefined;
    },

    /**
     * Follows once, in the caller's transaction `tx`: the counts move only when the row is really
     * inserted, so repeated or simultaneous follows of the same pair count once.
     */
    async follow(tx: Database, pair: FollowPair): Promise<FollowChange> {
      const inserted = await tx
        .insert(follows)
        .values(pair)
        .onConflictDoNothing()
        .returning({ followerId: follows.followerId });
      if (inserted.length === 0) {
        return { changed: false, followersCount: await followersCountOf(tx, pair.followingId) };
      }
      return { changed: true, followersCount: await adjustCounts(tx, pair, 1) };
    },

    /** Unfollows once, in the caller's transaction `tx`: the counts move only when a row was really deleted. */
    async unfollow(tx: Database, pair: FollowPair): Promise<FollowChange> {
      const deleted = await tx.delete(follows).where(pairIs(pair)).returning({ followerId: follows.followerId });
      if (deleted.length === 0) {
        return { changed: false, followersCount: await followersCountOf(tx, pair.followingId) };
      }
      return { changed: true, followersCount: await adjustCounts(tx, pair, -1) };
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
