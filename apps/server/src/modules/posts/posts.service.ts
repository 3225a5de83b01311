import { createPostFieldsSchema, type LikeResult, type PostView, type feedQuerySchema } from '@teamhub/contracts';
import type { z } from 'zod';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../../db/schema/index.js';
import type { AnswerEncoding, ReadyAnswer } from '../../lib/answer-encoding.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { inAutocommit, inTransaction } from '../../lib/transaction.js';
import { isUuid, parseOrThrow } from '../../lib/validation.js';
import { rememberedPage, type FeedCache } from './feed-cache.js';
import { cutPageText, flagsFor, pageJson } from './feed-page-json.js';
import { cursorPage, type CursorPage } from './feed-posts.js';
import type { PostEvents } from './post-events.js';
import type { PostMediaStorage } from './post-media.js';
import { presentPost } from './post.presenter.js';
import type { ReceivedPost } from './post-upload.js';
import type { PostViewsRepository } from './post-views.repository.js';
import type { PostFacts, PostsRepository } from './posts.repository.js';

export interface PostsServiceDeps {
  db: Database;
  posts: PostsRepository;
  views: PostViewsRepository;
  media: PostMediaStorage;
  /** What follows each write, after its commit (notifications, the feed cache, live events). */
  events: PostEvents;
  /** Remembers feed pages between writes; absent, every page is read afresh. */
  feedCache?: FeedCache;
  /** Where a consequence that failed after the commit is reported; it never fails the write. */
  logError: (error: unknown) => void;
}

/** The post named by a URL id, or 404 for an unknown or malformed id. */
export async function postOr404(posts: PostsRepository, rawId: string): Promise<PostFacts> {
  const post = isUuid(rawId) ? await posts.findFacts(rawId.toLowerCase()) : undefined;
  if (!post) throw notFound('post.notFound');
  return post;
}

/** Views of the posts a page query finds: one statement whatever the page size. */
async function postViews(
  views: PostViewsRepository,
  query: Parameters<PostViewsRepository['page']>[0],
  tx?: Database,
): Promise<PostView[]> {
  const rows = await views.page(query, tx);
  return rows.map(presentPost);
}

/**
 * Shares a post. The fields are checked before the media is processed; the media files are written
 * before the row, and deleted again if the transaction fails, so a failure leaves neither behind.
 * The received temporary file is always discarded.
 */
export async function createPost(
  deps: Pick<PostsServiceDeps, 'db' | 'posts' | 'views' | 'media' | 'events' | 'logError'>,
  author: UserRow,
  received: ReceivedPost,
): Promise<PostView> {
  const { file } = received;
  try {
    const fields = parseOrThrow(createPostFieldsSchema, received.fields);
    if (!file) throw badRequest('post.mediaRequired');
    const stored = await deps.media.store(file);
    try {
      return await inTransaction(
        deps.db,
        async (tx) => {
          const { id: postId } = await deps.posts.insert(tx, { ...fields, ...stored, userId: author.id });
          const [view] = await postViews(deps.views, { callerId: author.id, postId, limit: 1 }, tx);
          if (!view) throw notFound('post.notFound');
          deps.events.postCreated(tx, view);
          return view;
        },
        deps.logError,
      );
    } catch (error) {
      await deps.media.remove(stored);
      throw error;
    }
  } finally {
    await file?.discard();
  }
}

export type FeedQuery = z.output<typeof feedQuerySchema>;

/**
 * A page of the feed (or of one author's posts), newest first, ready to send. Pages are remembered
 * until the next write that changes them (feed-cache.ts), and so is each reader's view of their
 * likes on them: a reader's repeated read costs no statement at all, a new reader's one small
 * statement, and in an encoding (`encoding`, negotiated from Accept-Encoding) the page is compressed
 * once for every reader with the same likes. A page after a cursor is joined from the posts, order and
 * likes remembered (feed-posts.ts); one not worth remembering as a page (asked for once) is compressed
 * on the way out like any other answer.
 */
export async function listPostsAnswer(
  { views, feedCache }: Pick<PostsServiceDeps, 'views' | 'feedCache'>,
  callerId: string,
  query: FeedQuery,
  encoding: AnswerEncoding | undefined,
): Promise<ReadyAnswer> {
  const pageQuery = { callerId, limit: query.limit, before: query.before, userId: query.userId };
  if (!feedCache) return { json: JSON.stringify(await postViews(views, pageQuery)) };
  const key = `${query.limit}/${query.before ?? ''}/${query.userId ?? ''}`;
  const cached = await feedCache.get(key);
  if (cached) {
    let flags = cached.readers.get(callerId);
    if (flags === undefined) {
      flags = flagsFor(cached, await views.likedAmong(callerId, cached.postIds, cached.commentIds));
      feedCache.setReader(cached, callerId, flags);
    }
    return feedCache.answer(cached, flags, encoding);
  }
  let read: CursorPage;
  if (query.before === undefined) {
    const readAt = await feedCache.generation();
    read = { ...cutPageText(await postViews(views, pageQuery)), readAt };
  } else {
    read = await cursorPage(views, feedCache, { ...pageQuery, before: query.before });
    if (!feedCache.shouldRemember(key, true)) return { json: pageJson(read.text, read.flags) };
  }
  const { text, flags, readAt } = read;
  const page = rememberedPage(key, text);
  feedCache.setReader(page, callerId, flags);
  feedCache.set(page, readAt);
  return feedCache.answer(page, flags, encoding);
}

export async function getPost(
  { views }: Pick<PostsServiceDeps, 'views'>,
  callerId: string,
  rawId: string,
): Promise<PostView> {
  const [view] = isUuid(rawId) ? await postViews(views, { callerId, postId: rawId.toLowerCase(), limit: 1 }) : [];
  if (!view) throw notFound('post.notFound');
  return view;
}

/** Likes or unlikes a post for the caller. */
export async function togglePostLike(
  deps: Pick<PostsServiceDeps, 'db' | 'posts' | 'events' | 'logError'>,
  callerId: string,
  rawId: string,
): Promise<LikeResult> {
  const post = await postOr404(deps.posts, rawId);
  try {
    const toggled = await inAutocommit(
      deps.db,
      async (scope) => {
        const result = await deps.posts.toggleLike(scope, post.id, callerId);
        if (result) {
          const like = { postId: post.id, postAuthorId: result.authorId, likerId: callerId };
          deps.events.postLikeToggled(scope, like, result);
        }
        return result;
      },
      deps.logError,
    );
    if (!toggled) throw notFound('post.notFound');
    return { liked: toggled.liked, likesCount: toggled.likesCount };
  } catch (error) {
    // The post was deleted between the check and the like.
    if (foreignKeyViolationConstraint(error) !== null) throw notFound('post.notFound');
    throw error;
  }
}
