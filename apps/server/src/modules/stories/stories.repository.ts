import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { stories, storyViews, users, type NewStoryRow, type StoryRow } from '../../db/schema/index.js';

export type StoryAuthor = { id: string; username: string; avatar: string; verified: boolean };

/** A story as one caller sees it: the row, its author, whether the caller opened it, and (theirs only) who else did. */
export interface StoryRecord {
  story: StoryRow;
  author: StoryAuthor;
  hasViewed: boolean;
  /** How many others opened it: set when the caller is its author, null otherwise. */
  viewersCount: number | null;
}

/** What the rules need of a story: who posted it and what a reply quotes. */
export type StoryFacts = Pick<StoryRow, 'id' | 'userId' | 'mediaUrl' | 'mediaType' | 'content' | 'expiresAt'>;

/** A story that was deleted: enough to remove its file and tell everyone. */
export type DeletedStory = Pick<StoryRow, 'id' | 'userId' | 'mediaUrl'>;

const author = { id: users.id, username: users.username, avatar: users.avatar, verified: users.verified };
const deletedColumns = { id: stories.id, userId: stories.userId, mediaUrl: stories.mediaUrl };

/** Stories and who viewed them. Every read takes the app's `now` and sees only stories unexpired at it. */
export function createStoriesRepository(db: Database) {
  /** Views of the story by anyone but its author (the author opening their own story counts for nobody). */
  const othersViewing = (storyId: string, authorId: string) =>
    and(eq(storyViews.storyId, storyId), ne(storyViews.userId, authorId));

  return {
    async insert(values: NewStoryRow): Promise<StoryRow> {
      const [row] = await db.insert(stories).values(values).returning();
      if (!row) throw new Error('Insert returned no story');
      return row;
    },

    async findFacts(storyId: string, now: Date): Promise<StoryFacts | undefined> {
      const [row] = await db
        .select({
          id: stories.id,
          userId: stories.userId,
          mediaUrl: stories.mediaUrl,
          mediaType: stories.mediaType,
          content: stories.content,
          expiresAt: stories.expiresAt,
        })
        .from(stories)
        .where(and(eq(stories.id, storyId), gt(stories.expiresAt, now)));
      return row;
    },

    /**
     * Every unexpired story with its author, oldest first, as `callerId` sees it: ONE statement however
     * many there are (whether the caller opened each is a primary-key probe; the count of viewers is
     * taken for the caller's own stories only).
     */
    async listUnexpired(callerId: string, now: Date): Promise<StoryRecord[]> {
      return db
        .select({
          story: stories,
          author,
          hasViewed: sql<boolean>`EXISTS (SELECT 1 FROM story_views seen
            WHERE seen.story_id = ${stories.id} AND seen.user_id = ${callerId})`.mapWith(Boolean),
          viewersCount: sql<number | null>`CASE WHEN ${stories.userId} = ${callerId} THEN
            (SELECT count(*)::int FROM story_views counted
             WHERE counted.story_id = ${stories.id} AND counted.user_id <> ${stories.userId}) END`,
        })
        .from(stories)
        .innerJoin(users, eq(users.id, stories.userId))
        .where(gt(stories.expiresAt, now))
        .orderBy(asc(stories.createdAt), asc(stories.id));
    },

    /** Records that `userId` opened the story; true when this was their first time. */
    async markViewed(storyId: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(storyViews)
        .values({ storyId, userId, viewedAt: now })
        .onConflictDoNothing()
        .returning({ storyId: storyViews.storyId });
      return rows.length > 0;
    },

    async viewersCount(storyId: string, authorId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(storyViews)
        .where(othersViewing(storyId, authorId));
      return Number(row?.value ?? 0);
    },

    /** Who opened the story, most recent first, its author left out. */
    async viewers(storyId: string, authorId: string): Promise<{ user: StoryAuthor; viewedAt: Date }[]> {
      return db
        .select({ user: author, viewedAt: storyViews.viewedAt })
        .from(storyViews)
        .innerJoin(users, eq(users.id, storyViews.userId))
        .where(othersViewing(storyId, authorId))
        .orderBy(desc(storyViews.viewedAt), asc(storyViews.userId));
    },

    /** Deletes the story (its views go with it); undefined when it was already gone. */
    async delete(storyId: string): Promise<DeletedStory | undefined> {
      const [row] = await db.delete(stories).where(eq(stories.id, storyId)).returning(deletedColumns);
      return row;
    },

    /**
     * Deletes up to `limit` stories expired at `now` and answers them. One statement claims and deletes
     * them: rows another process is deleting at the same moment are skipped (SKIP LOCKED), and a row is
     * returned by the one DELETE that removed it, so two sweeps never both handle a story.
     */
    async deleteExpired(now: Date, limit: number): Promise<DeletedStory[]> {
      const claimed = db
        .select({ id: stories.id })
        .from(stories)
        .where(lte(stories.expiresAt, now))
        .orderBy(asc(stories.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db.delete(stories).where(inArray(stories.id, claimed)).returning(deletedColumns);
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
