import {
  createPostFieldsSchema,
  editPostBodySchema,
  hashtagKey,
  tagFeedQuerySchema,
  tagParamsSchema,
  type DeletePostResult,
  type LikeResult,
  type PostView,
  type feedQuerySchema,
} from '@teamhub/contracts';
import type { z } from 'zod';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../../db/schema/index.js';
import type { AnswerEncoding, ReadyAnswer } from '../../lib/answer-encoding.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { afterCommit, inAutocommit, inTransaction } from '../../lib/transaction.js';
import { isUuid, parseOrThrow, parseOrThrowFirst } from '../../lib/validation.js';
import { rememberedPage, type FeedCache } from './feed-cache.js';
import { cutPageText, flagsFor, pageJson } from './feed-page-json.js';
import { cursorPage, type CursorPage } from './feed-posts.js';
import type { PostEvents } from './post-events.js';
import type { PostMediaStorage } from './post-media.js';
import { altTextsOf, removeAlbum, storeAlbum } from './post-album.js';
import { presentPost } from './post.presenter.js';
import type { ReceivedPost } from './post-upload.js';
import type { PostViewsRepository } from './post-views.repository.js';
import type { PostFacts, PostsRepository } from './posts.repository.js';
import { postPolicy } from './posts.policy.js';

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
 * Shares a post: one picture or video, or an album of up to 10 (post-album.ts). The fields are checked
 * before the media is processed; the media files are written before the rows, and all of them deleted
 * again if any file or the transaction fails, so a failure leaves neither a row nor a file behind. The
 * received temporary files are always discarded.
 */
export async function createPost(
  deps: Pick<PostsServiceDeps, 'db' | 'posts' | 'views' | 'media' | 'events' | 'logError'>,
  author: UserRow,
  received: ReceivedPost,
): Promise<PostView> {
  try {
    const fields = parseOrThrow(createPostFieldsSchema, received.fields);
    if (received.files.length === 0) throw badRequest('post.mediaRequired');
    const altTexts = altTextsOf(received, fields.altText);
    const items = await storeAlbum(deps.media, received, altTexts);
    try {
      return await inTransaction(
        deps.db,
        async (tx) => {
          const { id: postId } = await deps.posts.insert(tx, { ...fields, userId: author.id }, items);
          const [view] = await postViews(deps.views, { callerId: author.id, postId, limit: 1 }, tx);
          if (!view) throw notFound('post.notFound');
          deps.events.postCreated(tx, view);
          return view;
        },
        deps.logError,
      );
    } catch (error) {
      await removeAlbum(deps.media, items);
      throw error;
    }
  } finally {
    for (const file of received.files) await file.discard();
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

/**
 * A page of the posts whose captions carry the hashtag, newest first, as the feed pages (`before` is
 * the last post of the previous page). '#Tết' and '#tet' are one tag. Not remembered like the feed's
 * pages: a tag's page is asked for far less often, and is one range of its index.
 */
export async function listTagPosts(
  { views }: Pick<PostsServiceDeps, 'views'>,
  callerId: string,
  params: unknown,
  rawQuery: unknown,
): Promise<PostView[]> {
  // No form to mark a field on: the first failed rule is the message.
  const { tag } = parseOrThrowFirst(tagParamsSchema, params);
  const { limit, before } = parseOrThrowFirst(tagFeedQuerySchema, rawQuery);
  return postViews(views, { callerId, limit, before, tag: hashtagKey(tag) });
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

/** The caller's own post named by a URL id: 404 for an unknown one, 403 for anyone else's. */
async function ownPostOr403(posts: PostsRepository, callerId: string, rawId: string): Promise<PostFacts> {
  const post = await postOr404(posts, rawId);
  authorize(postPolicy.manage(callerId, post), () => forbidden('post.notAuthor'));
  return post;
}

/**
 * Edits the caller's own post: any of its texts and toggles (editPostBodySchema), checked after the
 * post and its author (a 404 or 403 before a 400). `edited_at` is stamped in the same statement.
 */
export async function editPost(
  deps: Pick<PostsServiceDeps, 'db' | 'posts' | 'views' | 'events' | 'logError'>,
  callerId: string,
  rawId: string,
  body: unknown,
): Promise<PostView> {
  const post = await ownPostOr403(deps.posts, callerId, rawId);
  // The first failed rule is the message: the edit dialog shows one line above its buttons.
  const changes = parseOrThrowFirst(editPostBodySchema, body);
  return inTransaction(
    deps.db,
    async (tx) => {
      const result = await deps.posts.update(tx, post.id, changes);
      if (result === 'gone') throw notFound('post.notFound');
      if (result === 'tooManyAltTexts') throw badRequest('validation.altTextsInvalid');
      const [view] = await postViews(deps.views, { callerId, postId: post.id, limit: 1 }, tx);
      if (!view) throw notFound('post.notFound');
      const { caption, location, altText, media, hideViewCount, hideLikeCount, turnOffCommenting, editedAt } = view;
      const payload = { postId: view.id, caption, location, altText, media, editedAt };
      deps.events.postUpdated(tx, { ...payload, hideViewCount, hideLikeCount, turnOffCommenting }, callerId);
      return view;
    },
    deps.logError,
  );
}

/**
 * Deletes the caller's own post with everything on it, in one transaction (posts.repository.ts's
 * `delete`). Its media files are removed after the commit: a file that cannot be removed is logged and
 * left to the upload sweep (no row names it any more), and never brings the post back.
 */
export async function deletePost(
  deps: Pick<PostsServiceDeps, 'db' | 'posts' | 'media' | 'events' | 'logError'>,
  callerId: string,
  rawId: string,
): Promise<DeletePostResult> {
  const post = await ownPostOr403(deps.posts, callerId, rawId);
  const deleted = await inTransaction(
    deps.db,
    async (tx) => {
      await deps.events.postDeleting(tx, post.id);
      const media = await deps.posts.delete(tx, post.id);
      if (!media) return false;
      afterCommit(tx, () => removeAlbum(deps.media, media));
      deps.events.postDeleted(tx, { postId: post.id });
      return true;
    },
    deps.logError,
  );
  if (!deleted) throw notFound('post.notFound');
  return { postId: post.id };
}
