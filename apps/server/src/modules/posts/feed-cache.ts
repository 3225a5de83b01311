import type { PostView } from '@teamhub/contracts';

/** How many distinct pages are remembered (first pages of the feed and of profiles, mostly). */
const MAX_PAGES = 200;
/** How many readers' likes are remembered per page (a few dozen booleans each). */
const MAX_READERS_PER_PAGE = 1000;

/** Whose like one `isLiked` of a page shows. */
export interface LikeSlot {
  kind: 'post' | 'comment';
  id: string;
}

/**
 * A page as everyone sees it, kept as its JSON text cut at each `isLiked` value: the answer for
 * one reader is the pieces joined with that reader's flags, so a remembered page is neither copied
 * nor serialised again.
 */
export interface RememberedPage {
  /** The JSON between the flags: one more piece than there are slots. */
  pieces: string[];
  /** The flags in the order the text has them. */
  slots: LikeSlot[];
  postIds: string[];
  commentIds: string[];
  /** Each reader's flags (per slot), kept as long as the page: every like forgets the page. */
  readers: Map<string, boolean[]>;
}

/** The caller's likes as a set of post ids and a set of comment ids. */
export interface Likes {
  postIds: Set<string>;
  commentIds: Set<string>;
}

const FLAG = '"isLiked":';

/**
 * Cuts the JSON of `views` at every `isLiked` value. The replacer sees the values in the order
 * they are written, so each slot is known. A `"isLiked":` inside a string cannot be mistaken
 * for one: JSON escapes the quote before the colon there.
 */
export function rememberablePage(views: PostView[]): { page: RememberedPage; flags: boolean[] } {
  const slots: LikeSlot[] = [];
  const flags: boolean[] = [];
  const json = JSON.stringify(views, function record(this: unknown, key: string, value: unknown) {
    if (key === 'isLiked') {
      const holder = this as { id: string; comments?: unknown };
      slots.push({ kind: holder.comments === undefined ? 'comment' : 'post', id: holder.id });
      flags.push(value === true);
      return false;
    }
    return value;
  });
  const pieces = json.split(`${FLAG}false`);
  if (pieces.length !== slots.length + 1) throw new Error('feed page JSON does not match its like slots');
  return {
    page: {
      pieces,
      slots,
      postIds: slots.filter((slot) => slot.kind === 'post').map((slot) => slot.id),
      commentIds: slots.filter((slot) => slot.kind === 'comment').map((slot) => slot.id),
      readers: new Map(),
    },
    flags,
  };
}

/** The flags of `page` as a reader with these likes sees them. */
export const flagsFor = (page: RememberedPage, likes: Likes): boolean[] =>
  page.slots.map((slot) => (slot.kind === 'post' ? likes.postIds : likes.commentIds).has(slot.id));

/** The page's JSON with the reader's flags. */
export function pageJson(page: RememberedPage, flags: boolean[]): string {
  let json = page.pieces[0] ?? '';
  for (let index = 0; index < flags.length; index += 1) {
    json += (flags[index] ? `${FLAG}true` : `${FLAG}false`) + page.pieces[index + 1];
  }
  return json;
}

/**
 * The number that changes with every write that changes feed pages. One process counts in memory;
 * several share it in Redis (redis-feed-version.ts), so a write through one process retires the pages
 * every process remembers before its answer leaves.
 */
export interface FeedVersion {
  current(): Promise<number>;
  /** Moves the number on; answers the new one. */
  bump(): Promise<number>;
}

export function createMemoryFeedVersion(): FeedVersion {
  let version = 0;
  return {
    current: async () => version,
    bump: async () => (version += 1),
  };
}

/**
 * Feed pages as everyone sees them, remembered until the next write that changes them, and each
 * reader's likes among them. A page holds posts with their counts, author (name, avatar,
 * verified) and latest comments with their authors and like counts (post-views.repository.ts), so
 * the writes that call `clear`, after their commit, are: a new post, a post like, a comment or reply,
 * a comment like or deletion (post-events.ts), a profile or avatar change (profile-events.ts) and a
 * deleted account (posts.module.ts's `feedChanged`). Follows, chat and notifications do not show on a page and leave it. Each read
 * first asks the version (in memory, or one Redis GET with several processes): pages remembered under
 * an older version are dropped, so a page is never staler than the last such write any process
 * finished.
 */
export function createFeedCache(version: FeedVersion = createMemoryFeedVersion()) {
  let pages = new Map<string, RememberedPage>();
  let pagesVersion = 0;

  /**
   * Drops the pages when the version moved on; answers the version now. When the version cannot be
   * read (Redis unreachable), nothing remembered is trusted and nothing new is kept (NaN equals nothing).
   */
  const sync = async () => {
    let now: number;
    try {
      now = await version.current();
    } catch {
      pages = new Map();
      pagesVersion = Number.NaN;
      return pagesVersion;
    }
    if (now !== pagesVersion) {
      pagesVersion = now;
      if (pages.size > 0) pages = new Map();
    }
    return now;
  };

  return {
    async get(key: string) {
      await sync();
      return pages.get(key);
    },
    /** Call before reading the database; pass the answer to `set`. */
    generation: sync,
    /**
     * Remembers a page read while `readAt` was current. A write that happened during the read moved
     * the version on: a page from before it is not kept, or is dropped by the next read's check.
     */
    set(key: string, page: RememberedPage, readAt: number) {
      if (readAt !== pagesVersion) return;
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
    },
    /** Remembers a reader's flags on a page (read after the page, so no older than it). */
    setReader(page: RememberedPage, readerId: string, flags: boolean[]) {
      if (page.readers.size >= MAX_READERS_PER_PAGE) page.readers.delete(page.readers.keys().next().value as string);
      page.readers.set(readerId, flags);
    },
    /** After a write: every process's pages are retired before this resolves. */
    async clear() {
      pages = new Map();
      pagesVersion = await version.bump();
    },
  };
}

export type FeedCache = ReturnType<typeof createFeedCache>;
