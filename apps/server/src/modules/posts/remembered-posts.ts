import type { LikeFlags, PageText } from './feed-page-json.js';

/**
 * How many posts' texts are remembered for pages after a cursor, the least recently read dropped
 * first: about 1.8 KB each with their preview comments, some 18 MB at most.
 */
export const MAX_POSTS = 10_000;
/** How many readers' likes are remembered per post (a few characters and a map entry each). */
const MAX_READERS_PER_POST = 50;

/** A post's text, cut at its `isLiked` values as a page of that one post, and its readers' flags. */
export interface RememberedPost {
  text: PageText;
  readers: Map<string, LikeFlags>;
}

/** The newest posts in the feed's order (newest first), as one read of their ids gave them. */
export interface FeedOrder {
  ids: string[];
  /** The author of each post, at the same index. */
  authors: string[];
  /** Each post's index in `ids`. */
  positions: Map<string, number>;
  /** Whether `ids` holds every post (fewer than were asked for came back). */
  complete: boolean;
}

export function feedOrder(rows: { id: string; userId: string }[], asked: number): FeedOrder {
  return {
    ids: rows.map((row) => row.id),
    authors: rows.map((row) => row.userId),
    positions: new Map(rows.map((row, index) => [row.id, index])),
    complete: rows.length < asked,
  };
}

/**
 * The ids of the page after `before` (of `userId`'s posts only, when given), or undefined when the
 * order cannot tell: the cursor is not among its posts, or the page would run past its end.
 */
export function pageFromOrder(
  order: FeedOrder,
  { before, limit, userId }: { before: string; limit: number; userId?: string },
): string[] | undefined {
  const start = order.positions.get(before);
  if (start === undefined) return undefined;
  const ids: string[] = [];
  for (let index = start + 1; index < order.ids.length && ids.length < limit; index += 1) {
    if (userId === undefined || order.authors[index] === userId) ids.push(order.ids[index] as string);
  }
  return ids.length === limit || order.complete ? ids : undefined;
}

/** Posts by id, least recently read first, with each one's readers' flags. */
export function createRememberedPosts(maxPosts = MAX_POSTS) {
  const posts = new Map<string, RememberedPost>();
  return {
    get size() {
      return posts.size;
    },
    get(id: string): RememberedPost | undefined {
      const post = posts.get(id);
      if (post) {
        posts.delete(id);
        posts.set(id, post);
      }
      return post;
    },
    /** Keeps a post's text (replacing an older one) with the flags of the reader it was read for. */
    add(text: PageText, readerId: string, flags: LikeFlags): RememberedPost {
      const id = text.postIds[0] as string;
      const post: RememberedPost = { text, readers: new Map([[readerId, flags]]) };
      posts.delete(id);
      posts.set(id, post);
      for (const oldest of posts.keys()) {
        if (posts.size <= maxPosts) break;
        posts.delete(oldest);
      }
      return post;
    },
    clear() {
      posts.clear();
    },
  };
}

/** Remembers a reader's flags on a post, dropping the reader remembered longest beyond the limit. */
export function setPostReader(post: RememberedPost, readerId: string, flags: LikeFlags): void {
  if (post.readers.size >= MAX_READERS_PER_POST) post.readers.delete(post.readers.keys().next().value as string);
  post.readers.set(readerId, flags);
}

export type RememberedPosts = ReturnType<typeof createRememberedPosts>;
