import { LIMITS } from '@teamhub/contracts';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import type { PostMediaItem } from '@teamhub/contracts';
import {
  commentLikes,
  comments,
  postLikes,
  postMedia,
  posts,
  postTags,
  users,
  type PostRow,
} from '../../db/schema/index.js';

/** The author columns every post and comment shows. */
export interface AuthorRow {
  id: string;
  username: string;
  avatar: string;
  verified: boolean;
}

/** One preview comment as the feed statement builds it (JSON from the database). */
export interface PreviewCommentJson {
  id: string;
  postId: string;
  text: string;
  likesCount: number;
  /** ISO 8601 in UTC with milliseconds, as Date#toISOString writes it. */
  createdAt: string;
  isLiked: boolean;
  author: AuthorRow;
}

export interface PostViewRow {
  post: PostRow;
  author: AuthorRow;
  isLiked: boolean;
  /** The latest top-level comments, oldest first; null when there are none. */
  preview: PreviewCommentJson[] | null;
  /** The post's photos and videos in order; null for a post without post_media rows (see presentPost). */
  media: PostMediaItem[] | null;
}

export interface CommentViewRow {
  comment: {
    id: string;
    postId: string;
    parentId: string | null;
    text: string;
    likesCount: number;
    createdAt: Date;
  };
  author: AuthorRow;
  replyTo: { id: string; username: string } | null;
  isLiked: boolean;
}

export interface PostPageQuery {
  callerId: string;
  limit: number;
  /** Id of the last post of the previous page: the page holds the posts after it. */
  before?: string;
  /** Only this author's posts. */
  userId?: string;
  /** Only the posts with this hashtag (its folded key, hashtags.ts). */
  tag?: string;
  /** Only this post (GET /api/posts/:id). */
  postId?: string;
}

type PageVariant = {
  byPost: boolean;
  byIds: boolean;
  byAuthor: boolean;
  byTag: boolean;
  afterCursor: boolean;
  limit: number;
};

/** A post of a page, with the caller's likes on it and on its preview comments. */
export interface PagePostLikes {
  id: string;
  isLiked: boolean;
  likedCommentIds: string[];
}

/**
 * A LIMIT written into the statement rather than sent as a parameter. With `LIMIT $n` PostgreSQL
 * cannot cost a generic plan (it guesses a tenth of the table), so it re-plans a prepared statement
 * on every execution; with a literal it settles on one cached plan per page size after five runs.
 * Only ever a validated integer (the page size, 1–50, or a constant).
 */
const literalLimit = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number;

const authorColumns = (table: typeof users) => ({
  id: table.id,
  username: table.username,
  avatar: table.avatar,
  verified: table.verified,
});

/**
 * The reads behind PostView and CommentView.
 *
 * A feed page is ONE statement whatever its size: the author is a join, the caller's like a LEFT
 * JOIN on the likes' primary key (at most one row), and the preview comments a LATERAL sub-query per
 * post that reads a few rows of the partial index of top-level comments and hands them over as
 * JSON. It is prepared once (named, so PostgreSQL plans it once per connection). On this 2-core
 * machine every extra round trip and every re-planning showed in the p99 (docs/performance.md).
 */
export function createPostViewsRepository(db: Database) {
  const commentAuthor = alias(users, 'comment_author');

  // The latest top-level comments of the post in hand (`posts` of the outer statement), as JSON.
  // Each author is a lookup by primary key (a scalar sub-query, whatever the planner thinks of the
  // size of users), and the time is formatted like Date#toISOString (UTC, milliseconds).
  const latest = db
    .select({
      id: comments.id,
      postId: comments.postId,
      userId: comments.userId,
      text: comments.text,
      likesCount: comments.likesCount,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(and(eq(comments.postId, posts.id), isNull(comments.parentId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(literalLimit(LIMITS.post.previewComments))
    .as('latest');
  const preview = db
    .select({
      comments: sql<PreviewCommentJson[] | null>`json_agg(json_build_object(
        'id', ${latest.id}, 'postId', ${latest.postId}, 'text', ${latest.text},
        'likesCount', ${latest.likesCount},
        'createdAt', to_char(${latest.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'isLiked', ${commentLikes.userId} is not null,
        'author', (select json_build_object('id', ${commentAuthor.id}, 'username', ${commentAuthor.username},
                                            'avatar', ${commentAuthor.avatar}, 'verified', ${commentAuthor.verified})
                   from ${users} as comment_author where ${commentAuthor.id} = ${latest.userId})
      ) order by ${latest.createdAt}, ${latest.id})`.as('preview_comments'),
    })
    .from(latest)
    .leftJoin(
      commentLikes,
      and(eq(commentLikes.commentId, latest.id), eq(commentLikes.userId, sql.placeholder('callerId'))),
    )
    .as('preview');

  // The post's album as JSON, in order: a scalar sub-query on post_media's primary key (post_id,
  // position), so a page stays one statement (issue 30).
  const album = sql<PostMediaItem[] | null>`(select json_agg(json_build_object(
      'url', ${postMedia.mediaUrl}, 'thumbnailUrl', ${postMedia.thumbnailUrl},
      'mediaType', ${postMedia.mediaType}, 'altText', ${postMedia.altText}) order by ${postMedia.position})
    from ${postMedia} where ${postMedia.postId} = ${posts.id})`;

  /** The WHERE of a page for one combination of filters, with placeholders for the values. */
  const pageWhere = ({ byPost, byIds, byAuthor, byTag, afterCursor, limit }: PageVariant) => {
    const conditions: SQL[] = [];
    const cursor = sql`(select cursor.created_at, cursor.id from ${posts} as cursor where cursor.id = ${sql.placeholder('before')})`;
    if (byPost) conditions.push(eq(posts.id, sql.placeholder('postId')));
    // Ids arrive as a PostgreSQL array literal of UUIDs an earlier statement produced.
    if (byIds) conditions.push(sql`${posts.id} = any(${sql.placeholder('postIds')}::uuid[])`);
    if (byAuthor) conditions.push(eq(posts.userId, sql.placeholder('userId')));
    // The page's ids are one range of the tag's index (it holds each post's time), whatever the
    // tag's size: the posts it skips are never read.
    if (byTag) {
      conditions.push(
        sql`${posts.id} = any(array(select ${postTags.postId} from ${postTags}
          where ${postTags.tag} = ${sql.placeholder('tag')}
          ${afterCursor ? sql`and (${postTags.postCreatedAt}, ${postTags.postId}) < ${cursor}` : sql``}
          order by ${postTags.postCreatedAt} desc, ${postTags.postId} desc limit ${literalLimit(limit)}))`,
      );
    }
    if (afterCursor) conditions.push(sql`(${posts.createdAt}, ${posts.id}) < ${cursor}`);
    return and(...conditions);
  };
  const variantName = (prefix: string, { byPost, byIds, byAuthor, byTag, afterCursor, limit }: PageVariant) =>
    `${prefix}${byPost ? '_post' : ''}${byIds ? '_ids' : ''}${byAuthor ? '_author' : ''}${byTag ? '_tag' : ''}${afterCursor ? '_before' : ''}_${limit}`;

  /** The page statement for one combination of filters, with placeholders for the values. */
  const preparePage = (variant: PageVariant, executor: Database = db) => {
    const name = variantName('posts_page', variant);
    return executor
      .select({
        post: posts,
        author: authorColumns(users),
        isLiked: sql<boolean>`${postLikes.userId} is not null`,
        preview: preview.comments,
        media: album,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .leftJoin(postLikes, and(eq(postLikes.postId, posts.id), eq(postLikes.userId, sql.placeholder('callerId'))))
      .leftJoinLateral(preview, sql`true`)
      .where(pageWhere(variant))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(literalLimit(variant.limit))
      .prepare(name);
  };

  /**
   * A page's post ids with the caller's likes among them and among their preview comments: index
   * reads only, no author, no JSON. The texts come from posts remembered by id (feed-cache.ts).
   */
  const likedPreview = db
    .select({ ids: sql<string | null>`string_agg(${latest.id}::text, ',')`.as('liked_comment_ids') })
    .from(latest)
    .innerJoin(
      commentLikes,
      and(eq(commentLikes.commentId, latest.id), eq(commentLikes.userId, sql.placeholder('callerId'))),
    )
    .as('liked_preview');
  const preparePageLikes = (variant: PageVariant) =>
    db
      .select({ id: posts.id, isLiked: sql<boolean>`${postLikes.userId} is not null`, likedComments: likedPreview.ids })
      .from(posts)
      .leftJoin(postLikes, and(eq(postLikes.postId, posts.id), eq(postLikes.userId, sql.placeholder('callerId'))))
      .leftJoinLateral(likedPreview, sql`true`)
      .where(pageWhere(variant))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(literalLimit(variant.limit))
      .prepare(variantName('posts_page_likes', variant));
  const statementsByVariant = <T>(prepare: (variant: PageVariant) => T) => {
    // At most a few filter combinations × 50 page sizes (in practice a handful) per connection.
    const statements = new Map<string, T>();
    return (variant: PageVariant) => {
      const key = variantName('', variant);
      let statement = statements.get(key);
      if (!statement) {
        statement = prepare(variant);
        statements.set(key, statement);
      }
      return statement;
    };
  };
  const pageStatement = statementsByVariant((variant) => preparePage(variant));
  const pageLikesStatement = statementsByVariant(preparePageLikes);
  const newestStatement = db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(sql.placeholder('limit'))
    .prepare('posts_newest_order');

  // Ids arrive as PostgreSQL array literals of UUIDs the page statement itself produced.
  const likedStatement = db
    .select({ kind: sql<'post' | 'comment'>`'post'`.as('kind'), id: postLikes.postId })
    .from(postLikes)
    .where(
      and(
        eq(postLikes.userId, sql.placeholder('callerId')),
        sql`${postLikes.postId} = any(${sql.placeholder('postIds')}::uuid[])`,
      ),
    )
    .unionAll(
      db
        .select({ kind: sql<'post' | 'comment'>`'comment'`.as('kind'), id: commentLikes.commentId })
        .from(commentLikes)
        .where(
          and(
            eq(commentLikes.userId, sql.placeholder('callerId')),
            sql`${commentLikes.commentId} = any(${sql.placeholder('commentIds')}::uuid[])`,
          ),
        ),
    )
    .prepare('posts_liked_among');

  const commentsWhere = async (callerId: string, where: SQL, executor: Database = db): Promise<CommentViewRow[]> => {
    const replyTo = alias(users, 'reply_to');
    return executor
      .select({
        comment: {
          id: comments.id,
          postId: comments.postId,
          parentId: comments.parentId,
          text: comments.text,
          likesCount: comments.likesCount,
          createdAt: comments.createdAt,
        },
        author: authorColumns(users),
        replyTo: { id: replyTo.id, username: replyTo.username },
        isLiked: sql<boolean>`${commentLikes.userId} is not null`,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(replyTo, eq(replyTo.id, comments.replyToUserId))
      .leftJoin(commentLikes, and(eq(commentLikes.commentId, comments.id), eq(commentLikes.userId, callerId)))
      .where(where)
      .orderBy(asc(comments.createdAt), asc(comments.id));
  };

  return {
    /**
     * Newest first, keyset-paginated on (created_at, id): rows with the same timestamp are neither
     * repeated nor skipped across pages. The cursor's position is read in the same statement, so
     * an unknown cursor simply gives an empty page. Given a transaction `tx`, the page is read in it
     * (a post just written, before the commit) with a statement of its own.
     */
    async page({ callerId, limit, before, userId, postId, tag }: PostPageQuery, tx?: Database): Promise<PostViewRow[]> {
      const variant = {
        byPost: Boolean(postId),
        byIds: false,
        byAuthor: Boolean(userId),
        byTag: tag !== undefined,
        afterCursor: Boolean(before),
        limit,
      };
      if (tx) return preparePage(variant, tx).execute({ callerId, before, userId, postId, tag });
      return pageStatement(variant).execute({ callerId, before, userId, postId, tag });
    },

    /** The posts of a page (same filters as `page`) with the caller's likes, but not the posts themselves. */
    async pageLikes({ callerId, limit, before, userId }: PostPageQuery): Promise<PagePostLikes[]> {
      const variant = {
        byPost: false,
        byIds: false,
        byAuthor: Boolean(userId),
        byTag: false,
        afterCursor: Boolean(before),
        limit,
      };
      const rows = await pageLikesStatement(variant).execute({ callerId, before, userId });
      return rows.map(({ id, isLiked, likedComments }) => ({
        id,
        isLiked,
        likedCommentIds: likedComments ? likedComments.split(',') : [],
      }));
    },

    /** The newest posts' ids and authors, newest first (the order of the feed's pages). */
    newest: (limit: number): Promise<{ id: string; userId: string }[]> => newestStatement.execute({ limit }),

    /** These posts as the caller sees them, newest first (at most a page's largest size). */
    byIds(callerId: string, postIds: string[]): Promise<PostViewRow[]> {
      const variant = {
        byPost: false,
        byIds: true,
        byAuthor: false,
        byTag: false,
        afterCursor: false,
        limit: LIMITS.post.feedMaxLimit,
      };
      return pageStatement(variant).execute({ callerId, postIds: `{${postIds.join(',')}}` });
    },

    /** Which of these posts and comments the caller likes: one statement on the likes' primary keys. */
    async likedAmong(callerId: string, postIds: string[], commentIds: string[]) {
      const rows = await likedStatement.execute({
        callerId,
        postIds: `{${postIds.join(',')}}`,
        commentIds: `{${commentIds.join(',')}}`,
      });
      const liked = { postIds: new Set<string>(), commentIds: new Set<string>() };
      for (const row of rows) (row.kind === 'post' ? liked.postIds : liked.commentIds).add(row.id);
      return liked;
    },

    /** Every comment of a post, replies included, oldest first. */
    commentsOfPost: (callerId: string, postId: string) => commentsWhere(callerId, eq(comments.postId, postId)),

    /** One comment as the caller sees it; read in the transaction `tx` when given (a comment just written). */
    async commentById(callerId: string, commentId: string, tx?: Database): Promise<CommentViewRow | undefined> {
      const [row] = await commentsWhere(callerId, eq(comments.id, commentId), tx);
      return row;
    },
  };
}

export type PostViewsRepository = ReturnType<typeof createPostViewsRepository>;
