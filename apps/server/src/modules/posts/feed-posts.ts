import type { FeedCache } from './feed-cache.js';
import { cutPostTexts, flagsFor, joinPostTexts, type LikeFlags, type Likes, type PageText } from './feed-page-json.js';
import { presentPost } from './post.presenter.js';
import type { PostPageQuery, PostViewsRepository } from './post-views.repository.js';
import { MAX_POSTS, feedOrder, pageFromOrder, setPostReader, type RememberedPost } from './remembered-posts.js';

/**
 * How many of the newest posts' ids the feed's order holds (about 2 MB): as many as posts are
 * remembered, read in one statement after each new post that a page after a cursor follows.
 */
const ORDER_SIZE = MAX_POSTS;

/** A page's text, the reader's flags on it, and the feed cache's version it was read under. */
export interface CursorPage {
  text: PageText;
  flags: LikeFlags;
  readAt: number;
}

/**
 * A page after a cursor, built from what is remembered between writes. Such pages are
 * read once by one reader scrolling, so remembering them as pages helps nobody; what repeats is the
 * posts (every reader scrolls through the same ones) and the order of the newest posts. So the cache
 * keeps the newest posts' ids in order (until a new post or a deleted account), each post's text and
 * each reader's likes on each post (until any write that changes pages): a
 * page whose cursor is among the newest posts costs no statement once its posts and the reader's
 * likes on them are known, one read by id for posts not remembered, and one look-up of likes for a
 * reader new to some of them. An older cursor costs one light statement of ids and likes (index
 * reads only) and the posts not remembered; right after a write, the page is read whole.
 */
export async function cursorPage(
  views: PostViewsRepository,
  feedCache: FeedCache,
  query: PostPageQuery & { before: string },
): Promise<CursorPage> {
  const readAt = await feedCache.generation();
  const remembered = await feedCache.order();
  let { order } = remembered;
  if (!order) {
    order = feedOrder(await views.newest(ORDER_SIZE), ORDER_SIZE);
    feedCache.setOrder(order, remembered.readAt);
  }
  const ids = pageFromOrder(order, query);
  if (ids) return pageOfPosts(views, feedCache, query.callerId, ids, readAt);
  if (feedCache.postCount === 0) {
    const read = cutPostTexts((await views.page(query)).map(presentPost));
    const posts = feedCache.rememberPosts(read, query.callerId, readAt);
    const text = joinPostTexts(posts.map((post) => post.text));
    return { text, flags: read.map((one) => one.flags).join(''), readAt };
  }
  const onPage = await views.pageLikes(query);
  const likes: Likes = { postIds: new Set(), commentIds: new Set() };
  for (const { id, isLiked, likedCommentIds } of onPage) {
    if (isLiked) likes.postIds.add(id);
    for (const commentId of likedCommentIds) likes.commentIds.add(commentId);
  }
  return pageOfPosts(
    views,
    feedCache,
    query.callerId,
    onPage.map(({ id }) => id),
    readAt,
    likes,
  );
}

/**
 * The page of these posts for `readerId`: remembered posts, posts read by id, and the reader's
 * flags on each — from `likes` when the caller read them with the ids, else remembered, else looked up.
 */
async function pageOfPosts(
  views: PostViewsRepository,
  feedCache: FeedCache,
  readerId: string,
  ids: string[],
  readAt: number,
  likes?: Likes,
): Promise<CursorPage> {
  const posts: (RememberedPost | undefined)[] = ids.map((id) => feedCache.post(id));
  const missing = ids.filter((_, index) => posts[index] === undefined);
  if (missing.length > 0) {
    const read = cutPostTexts((await views.byIds(readerId, missing)).map(presentPost));
    const byId = new Map(feedCache.rememberPosts(read, readerId, readAt).map((post) => [post.text.postIds[0], post]));
    for (const [index, id] of ids.entries()) posts[index] ??= byId.get(id);
  }
  // A post deleted since the ids were read is left out, as if it had gone a moment earlier.
  const found = posts.filter((post): post is RememberedPost => post !== undefined);
  const flags = found.map((post) => (likes ? flagsFor(post.text, likes) : post.readers.get(readerId)));
  const unknown = found.filter((_, index) => flags[index] === undefined);
  if (unknown.length > 0) {
    const liked = await views.likedAmong(
      readerId,
      unknown.flatMap((post) => post.text.postIds),
      unknown.flatMap((post) => post.text.commentIds),
    );
    for (const [index, post] of found.entries()) flags[index] ??= flagsFor(post.text, liked);
  }
  for (const [index, post] of found.entries()) setPostReader(post, readerId, flags[index] as string);
  return { text: joinPostTexts(found.map((post) => post.text)), flags: flags.join(''), readAt };
}
