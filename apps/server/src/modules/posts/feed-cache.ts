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
 * Feed pages as everyone sees them, remembered until the next write that changes them, and each
 * reader's likes among them. A page holds posts with their counts, author (name, avatar,
 * verified) and latest comments with their authors and like counts (post-views.repository.ts), so
 * the writes that call `clear` are: a new post, a post like, a comment or reply, a comment like or
 * deletion (posts.routes.ts), and a profile or avatar change (profile.routes.ts via
 * `onAuthorChanged`). Follows, chat and notifications do not show on a page and leave it. A page
 * is never staler than the last such write this process handled. That holds for the one server
 * process a deployment runs (PGlite is single-process, and presence and sockets are per process
 * too); several processes on one PostgreSQL would each need to hear the others' writes first.
 */
export function createFeedCache() {
  let pages = new Map<string, RememberedPage>();
  let generation = 0;
  return {
    get: (key: string) => pages.get(key),
    /** Call before reading the database; pass the answer to `set`. */
    generation: () => generation,
    /**
     * Remembers a page read while `readAt` was current. A write that happened during the read
     * bumped the generation, and the page (maybe from before that write) is not kept.
     */
    set(key: string, page: RememberedPage, readAt: number) {
      if (readAt !== generation) return;
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
    },
    /** Remembers a reader's flags on a page (read after the page, so no older than it). */
    setReader(page: RememberedPage, readerId: string, flags: boolean[]) {
      if (page.readers.size >= MAX_READERS_PER_PAGE) page.readers.delete(page.readers.keys().next().value as string);
      page.readers.set(readerId, flags);
    },
    clear() {
      generation += 1;
      if (pages.size > 0) pages = new Map();
    },
  };
}

export type FeedCache = ReturnType<typeof createFeedCache>;
