import type { PostView } from '@teamhub/contracts';

/** How many distinct pages are remembered (first pages of the feed and of profiles, mostly). */
const MAX_PAGES = 200;

/**
 * Feed pages as everyone sees them (isLiked false everywhere), remembered until the next write that
 * changes them. A page holds posts with their counts, author (name, avatar, verified) and latest
 * comments with their authors and like counts (post-views.repository.ts), so the writes that call
 * `clear` are: a new post, a post like, a comment or reply, a comment like or deletion
 * (posts.routes.ts), and a profile or avatar change (profile.routes.ts via `onAuthorChanged`).
 * Follows, chat and notifications do not show on a page and leave it. A page is never staler than
 * the last such write this process handled. That holds for the one server process a deployment
 * runs (PGlite is single-process, and presence and sockets are per process too); several
 * processes on one PostgreSQL would each need to hear the others' writes first.
 */
export function createFeedCache() {
  let pages = new Map<string, PostView[]>();
  let generation = 0;
  return {
    get: (key: string) => pages.get(key),
    /** Call before reading the database; pass the answer to `set`. */
    generation: () => generation,
    /**
     * Remembers a page read while `readAt` was current. A write that happened during the read
     * bumped the generation, and the page (maybe from before that write) is not kept.
     */
    set(key: string, views: PostView[], readAt: number) {
      if (readAt !== generation) return;
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(key, views.map(neutralView));
    },
    clear() {
      generation += 1;
      if (pages.size > 0) pages = new Map();
    },
  };
}

export type FeedCache = ReturnType<typeof createFeedCache>;

function neutralView(view: PostView): PostView {
  return {
    ...view,
    isLiked: false,
    comments: view.comments.map((comment) => ({ ...comment, isLiked: false })),
  };
}

/** The page as `likes` (the caller's liked post and comment ids) sees it. */
export function viewsFor(views: PostView[], likes: { postIds: Set<string>; commentIds: Set<string> }): PostView[] {
  return views.map((view) => ({
    ...view,
    isLiked: likes.postIds.has(view.id),
    comments: view.comments.map((comment) => ({ ...comment, isLiked: likes.commentIds.has(comment.id) })),
  }));
}
