import { hashtagKeysIn, type EditPostBody } from '@teamhub/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  movieRoomPlays,
  postLikes,
  postMedia,
  posts,
  postTags,
  users,
  type NewPostRow,
  type PostRow,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { StoredAlbumItem } from './post-album.js';
import type { StoredMedia } from './post-media.js';

/** What an edit did: applied, the post was gone, or more alt texts than the album has items. */
type PostUpdate = 'updated' | 'gone' | 'tooManyAltTexts';
import { likeToggleOf, toggleLikeStatement, type LikeToggle, type LikeToggleRow } from './like-toggle.js';

/** What the rules about a post need to know. */
export interface PostFacts {
  id: string;
  userId: string;
  turnOffCommenting: boolean;
}

/**
 * The caption's hashtags as rows of post_tags (none for a caption without any). The post's time is
 * copied by the statement, not through JavaScript, whose dates would drop its microseconds and
 * break the keyset comparison with the posts' own times.
 */
async function writeTags(tx: Database, post: Pick<PostRow, 'id' | 'caption'>): Promise<void> {
  const keys = hashtagKeysIn(post.caption);
  if (keys.length === 0) return;
  // An array literal is safe: a tag key is letters, digits and '_' only (hashtags.ts).
  await tx.execute(sql`
    insert into ${postTags} (tag, post_id, post_created_at)
    select key, ${posts.id}, ${posts.createdAt} from ${posts}, unnest(${`{${keys.join(',')}}`}::text[]) as key
    where ${posts.id} = ${post.id}`);
}

export function createPostsRepository(db: Database) {
  return {
    /**
     * Inserts the post with its media items in order (the first one is also the post's own media), its
     * hashtags, and counts it on its author, in the caller's transaction `tx`.
     */
    async insert(
      tx: Database,
      values: Omit<NewPostRow, 'mediaUrl' | 'thumbnailUrl' | 'mediaType' | 'altText'>,
      items: StoredAlbumItem[],
    ): Promise<PostRow> {
      const [first] = items;
      if (!first) throw new Error('A post needs at least one media item');
      const { mediaUrl, thumbnailUrl, mediaType, altText } = first;
      const [row] = await tx
        .insert(posts)
        .values({ ...values, mediaUrl, thumbnailUrl, mediaType, altText })
        .returning();
      if (!row) throw new Error('Insert returned no post');
      await tx.insert(postMedia).values(items.map((item, position) => ({ ...item, postId: row.id, position })));
      await writeTags(tx, row);
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
     * Writes an edit and stamps `edited_at`, in the caller's transaction; a new caption rewrites the
     * post's hashtags. False when the post is gone.
     */
    /**
     * Applies an edit; false when the post is gone. An album's alt texts go to its items in order
     * (the post's own alt text is its first item's). 'tooManyAltTexts' when the list is longer than
     * the album: the caller's transaction is then to be rolled back.
     */
    async update(tx: Database, id: string, { altTexts, ...values }: EditPostBody): Promise<PostUpdate> {
      const firstAlt = altTexts?.[0] ?? values.altText;
      const [row] = await tx
        .update(posts)
        .set({ ...values, ...(firstAlt !== undefined && { altText: firstAlt }), editedAt: sql`now()` })
        .where(eq(posts.id, id))
        .returning({ id: posts.id, caption: posts.caption });
      if (!row) return 'gone';
      if (altTexts) {
        const changed = rowsOf(
          await tx.execute(sql`
            UPDATE post_media m SET alt_text = given.alt
            FROM unnest(${sql.param(altTexts)}::text[]) WITH ORDINALITY AS given(alt, n)
            WHERE m.post_id = ${id} AND m.position = given.n - 1
            RETURNING m.position`),
        );
        if (changed.length < altTexts.length) return 'tooManyAltTexts';
      } else if (values.altText !== undefined) {
        await tx
          .update(postMedia)
          .set({ altText: values.altText })
          .where(and(eq(postMedia.postId, id), eq(postMedia.position, 0)));
      }
      if (values.caption !== undefined) {
        await tx.delete(postTags).where(eq(postTags.postId, id));
        await writeTags(tx, row);
      }
      return 'updated';
    },

    /**
     * Deletes the post in the caller's transaction: its comments and replies (with their likes), its
     * likes and the notifications naming it or its comments go by their foreign keys (ON DELETE
     * CASCADE); its movie-room play count, which names it without a key, is deleted here, and its
     * author's post count moves down. Answers its media URLs for removal after the commit, or
     * undefined when it was gone already.
     */
    async delete(tx: Database, id: string): Promise<StoredMedia[] | undefined> {
      // Read before the cascade takes them: every item of an album (the first is the post's own too).
      const items = await tx.delete(postMedia).where(eq(postMedia.postId, id)).returning({
        mediaUrl: postMedia.mediaUrl,
        thumbnailUrl: postMedia.thumbnailUrl,
        mediaType: postMedia.mediaType,
      });
      const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning({
        userId: posts.userId,
        mediaUrl: posts.mediaUrl,
        thumbnailUrl: posts.thumbnailUrl,
        mediaType: posts.mediaType,
      });
      if (!row) return undefined;
      await tx
        .update(users)
        .set({ postsCount: sql`greatest(${users.postsCount} - 1, 0)` })
        .where(eq(users.id, row.userId));
      await tx.delete(movieRoomPlays).where(and(eq(movieRoomPlays.source, 'post'), eq(movieRoomPlays.movieId, id)));
      const { mediaUrl, thumbnailUrl, mediaType } = row;
      return [{ mediaUrl, thumbnailUrl, mediaType }, ...items.filter((item) => item.mediaUrl !== mediaUrl)];
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
