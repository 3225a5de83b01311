import type { FeedCache } from './feed-cache.js';
import { cutPostTexts, flagsFor, joinPostTexts, pageJson, type Likes, type PageText } from './feed-page-json.js';
import { presentPost } from './post.presenter.js';
import type { PostPageQuery, PostViewsRepository } from './post-views.repository.js';

/**
 * The JSON of a page after a cursor, built from posts remembered by id. Such pages are read once by
 * one reader scrolling, so remembering them as pages helps nobody; their posts are what repeats
 * (every reader scrolls through the same posts). With posts remembered, a page costs one light
 * statement — its ids and the reader's likes, index reads only — plus the posts not remembered,
 * read by id and remembered for the next reader. Right after a write nothing is remembered, and the
 * page is read whole in one statement, as a page not remembered always was, and its posts kept.
 */
export async function cursorPageJson(
  views: PostViewsRepository,
  feedCache: FeedCache,
  query: PostPageQuery,
): Promise<string> {
  const readAt = await feedCache.generation();
  if (feedCache.postCount === 0) {
    const { texts, flags } = cutPostTexts((await views.page(query)).map(presentPost));
    feedCache.rememberPosts(texts, readAt);
    return pageJson(joinPostTexts(texts), flags);
  }
  const onPage = await views.pageLikes(query);
  const texts: (PageText | undefined)[] = onPage.map(({ id }) => feedCache.post(id));
  const missing = onPage.filter((_, index) => texts[index] === undefined).map(({ id }) => id);
  if (missing.length > 0) {
    const read = new Map<string, PageText>();
    for (const text of cutPostTexts((await views.byIds(query.callerId, missing)).map(presentPost)).texts)
      read.set(text.postIds[0] ?? '', text);
    feedCache.rememberPosts([...read.values()], readAt);
    for (const [index, { id }] of onPage.entries()) texts[index] ??= read.get(id);
  }
  // A post deleted between the two statements is left out, as if it had gone a moment earlier.
  const found = texts.filter((text): text is PageText => text !== undefined);
  const likes: Likes = { postIds: new Set(), commentIds: new Set() };
  for (const { id, isLiked, likedCommentIds } of onPage) {
    if (isLiked) likes.postIds.add(id);
    for (const commentId of likedCommentIds) likes.commentIds.add(commentId);
  }
  const page = joinPostTexts(found);
  return pageJson(page, flagsFor(page, likes));
}
