import {
  COMPRESSION_THRESHOLD,
  compressOnce,
  type AnswerEncoding,
  type ReadyAnswer,
} from '../../lib/answer-encoding.js';
import { pageJson, type LikeFlags, type PageText } from './feed-page-json.js';
import { MAX_POSTS, createRememberedPosts, type FeedOrder, type RememberedPost } from './remembered-posts.js';

/**
 * How many distinct pages are remembered (first pages of the feed and of profiles, mostly), the
 * least recently read dropped first.
 */
const MAX_PAGES = 200;
/** How many readers' likes are remembered per page (a few dozen characters each). */
const MAX_READERS_PER_PAGE = 1000;
/**
 * How many bytes of compressed pages are kept, over all pages: about 3,000 answers of a feed page of
 * 20 posts (5.4 KB in brotli), the least recently sent dropped first.
 */
const MAX_ENCODED_BYTES = 16 * 1024 * 1024;
/** How many pages after a cursor are remembered as asked for once (see `shouldRemember`). */
const MAX_ASKED_ONCE = 1000;

/** A remembered page, the likes of its readers, and its answers compressed once. */
export interface RememberedPage extends PageText {
  /** Which page: its size, cursor and author (posts.service.ts). */
  key: string;
  /** Each reader's flags, kept as long as the page: every like forgets the page. */
  readers: Map<string, LikeFlags>;
  /** The page compressed for the readers of one set of flags, by `<encoding>:<flags>`. */
  encoded: Map<string, EncodedPage>;
}

interface EncodedPage {
  page: RememberedPage;
  key: string;
  bytes: Buffer;
}

/** A page's text to remember under `key`, with no readers yet and nothing compressed yet. */
export const rememberedPage = (key: string, text: PageText): RememberedPage => ({
  ...text,
  key,
  readers: new Map(),
  encoded: new Map(),
});

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
 * the writes that call `clear`, after their commit, are: a new, edited or deleted post, a post like, a
 * comment or reply, a comment like or deletion (post-events.ts), a profile or avatar change (profile-events.ts) and a
 * deleted account (posts.module.ts's `feedChanged`). Follows, chat and notifications do not show on a page and leave it. Each read
 * first asks the version (in memory, or one Redis GET with several processes): pages remembered under
 * an older version are dropped, so a page is never staler than the last such write any process
 * finished. Posts' texts are remembered the same way, each on its own, to build pages after a cursor
 * (most read once, and not worth remembering as pages) from one light statement of ids and likes.
 */
export function createFeedCache(
  version: FeedVersion = createMemoryFeedVersion(),
  {
    maxPages = MAX_PAGES,
    maxEncodedBytes = MAX_ENCODED_BYTES,
    maxPosts = MAX_POSTS,
    orderVersion = createMemoryFeedVersion(),
  }: {
    maxPages?: number;
    maxEncodedBytes?: number;
    maxPosts?: number;
    /** Moves on only with the writes that change which posts there are (`clear({ order: true })`). */
    orderVersion?: FeedVersion;
  } = {},
) {
  let pages = new Map<string, RememberedPage>();
  /** Posts' texts by id with their readers' flags, for pages after a cursor (feed-posts.ts). */
  let posts = createRememberedPosts(maxPosts);
  /**
   * The newest posts' order, read once after each new post or deleted account: likes and comments
   * leave it, so it has a version of its own.
   */
  let order: FeedOrder | undefined;
  let orderAt = 0;
  let pagesVersion = 0;
  /** Compressed answers of every page, least recently sent first. */
  const encoded = new Set<EncodedPage>();
  let encodedBytes = 0;
  /** Pages after a cursor asked for once, oldest first. */
  const askedOnce = new Set<string>();

  const forgetPages = () => {
    pages = new Map();
    posts = createRememberedPosts(maxPosts);
    encoded.clear();
    encodedBytes = 0;
  };

  /**
   * Drops the pages when the version moved on; answers the version now. When the version cannot be
   * read (Redis unreachable), nothing remembered is trusted and nothing new is kept (NaN equals nothing).
   */
  const sync = async () => {
    let now: number;
    try {
      now = await version.current();
    } catch {
      forgetPages();
      pagesVersion = Number.NaN;
      return pagesVersion;
    }
    if (now !== pagesVersion) {
      pagesVersion = now;
      if (pages.size > 0 || posts.size > 0) forgetPages();
    }
    return now;
  };

  const forgetEncoded = (entry: EncodedPage) => {
    encoded.delete(entry);
    entry.page.encoded.delete(entry.key);
    encodedBytes -= entry.bytes.length;
  };

  /** Keeps a compressed answer, dropping the least recently sent beyond `maxEncodedBytes`. */
  const keepEncoded = (entry: EncodedPage) => {
    entry.page.encoded.set(entry.key, entry);
    encoded.add(entry);
    encodedBytes += entry.bytes.length;
    for (const oldest of encoded) {
      if (encodedBytes <= maxEncodedBytes) break;
      forgetEncoded(oldest);
    }
  };

  return {
    async get(key: string) {
      await sync();
      const page = pages.get(key);
      if (page) {
        // Read last: the first page, read all the time, outlives the pages read once in a while.
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    /** Call before reading the database a page to remember; pass the answer to `set`. */
    generation: sync,
    /**
     * Whether a page not remembered is worth remembering, decided before it is read so that a page
     * that will not be kept costs no cutting. First pages (the feed's, a profile's) are what every
     * reader opens: always. A page after a cursor only once it is asked for a second time: most are
     * read once by one reader scrolling, and would push the first pages out of the MAX_PAGES.
     */
    shouldRemember(key: string, afterCursor: boolean) {
      if (!afterCursor || askedOnce.has(key)) return true;
      askedOnce.add(key);
      if (askedOnce.size > MAX_ASKED_ONCE) askedOnce.delete(askedOnce.values().next().value as string);
      return false;
    },
    /**
     * Remembers a page read while `readAt` was current. A write that happened during the read moved
     * the version on: a page from before it is not kept, or is dropped by the next read's check.
     */
    set(page: RememberedPage, readAt: number) {
      if (readAt !== pagesVersion) return;
      // The same page read by two readers at once replaces itself; otherwise the least recently read goes.
      const dropped = pages.get(page.key) ?? (pages.size >= maxPages ? pages.values().next().value : undefined);
      if (dropped) {
        pages.delete(dropped.key);
        for (const entry of dropped.encoded.values()) forgetEncoded(entry);
      }
      pages.set(page.key, page);
      askedOnce.delete(page.key);
    },
    /** How many posts' texts are remembered now (none right after a write). */
    get postCount() {
      return posts.size;
    },
    /** A remembered post, or undefined; call `generation` first in the same request. */
    post(id: string): RememberedPost | undefined {
      return posts.get(id);
    },
    /**
     * Remembers posts' texts read for `readerId` while `readAt` was current (as `set` does pages),
     * each with that reader's flags; answers them, kept or not.
     */
    rememberPosts(read: { text: PageText; flags: LikeFlags }[], readerId: string, readAt: number): RememberedPost[] {
      const keep = readAt === pagesVersion;
      return read.map(({ text, flags }) =>
        keep ? posts.add(text, readerId, flags) : { text, readers: new Map([[readerId, flags]]) },
      );
    },
    /**
     * The newest posts' order if it was read since the last write that changed it, and the order's
     * version now, to pass to `setOrder` with an order read from the database.
     */
    async order(): Promise<{ order: FeedOrder | undefined; readAt: number }> {
      let now: number;
      try {
        now = await orderVersion.current();
      } catch {
        now = Number.NaN;
      }
      if (now !== orderAt) {
        order = undefined;
        orderAt = now;
      }
      return { order, readAt: now };
    },
    /** Remembers the order read while `readAt` was the order's version. */
    setOrder(read: FeedOrder, readAt: number) {
      if (readAt === orderAt) order = read;
    },
    /** Remembers a reader's flags on a page (read after the page, so no older than it). */
    setReader(page: RememberedPage, readerId: string, flags: LikeFlags) {
      if (page.readers.size >= MAX_READERS_PER_PAGE) page.readers.delete(page.readers.keys().next().value as string);
      page.readers.set(readerId, flags);
    },
    /**
     * The page as a reader with these flags gets it. In an encoding, it is compressed once for all
     * readers with the same flags and sent as the same bytes until the page is forgotten (or has been
     * sent least recently of all beyond MAX_ENCODED_BYTES); without one, it is the joined text.
     */
    answer(page: RememberedPage, flags: LikeFlags, encoding: AnswerEncoding | undefined): ReadyAnswer {
      if (encoding === undefined) return { json: pageJson(page, flags) };
      const key = `${encoding}:${flags}`;
      let entry = page.encoded.get(key);
      if (entry) {
        encoded.delete(entry);
        encoded.add(entry);
        return { encoded: entry.bytes, encoding };
      }
      const json = Buffer.from(pageJson(page, flags));
      // A tiny page (an empty profile) is not worth compressing, as for any other answer.
      if (json.length < COMPRESSION_THRESHOLD) return { json: json.toString() };
      entry = { page, key, bytes: compressOnce(json, encoding) };
      // A page forgotten while it was being read is still answered, but its bytes are not kept.
      if (pages.get(page.key) === page) keepEncoded(entry);
      return { encoded: entry.bytes, encoding };
    },
    /**
     * After a write: every process's pages are retired before this resolves, and with `order` (a new
     * post, a deleted account) the feed's order too.
     */
    async clear({ order: orderChanged = false }: { order?: boolean } = {}) {
      forgetPages();
      if (orderChanged) {
        order = undefined;
        orderAt = await orderVersion.bump();
      }
      pagesVersion = await version.bump();
    },
  };
}

export type FeedCache = ReturnType<typeof createFeedCache>;
