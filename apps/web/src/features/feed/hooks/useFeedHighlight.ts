import { useEffect, useRef, useState } from 'react';

/** Specification section 9, "Feed highlight". */
export const HIGHLIGHT_TIMING = {
  scrollDelayMs: 1_500,
  postHighlightMs: 3_000,
  commentDelayMs: 1_000,
  commentHighlightMs: 2_000,
} as const;

export interface FeedHighlightOptions {
  postId: string | null;
  commentId: string | null;
  /** Loads the feed until the post is there; false when it does not exist (any more). */
  locatePost: (postId: string) => Promise<boolean>;
  /** The post does not exist (deleted since the link was made); not called when the feed failed to load. */
  onMissing?: (postId: string) => void;
  scrollToPost: (postId: string) => void;
  openComments: (postId: string) => void;
  /**
   * Resolves once the comment is on screen (false when it never comes): its 2 s mark starts then,
   * since on a slow connection the comments take longer to load than the mark would last.
   */
  commentShown: (commentId: string, signal: AbortSignal) => Promise<boolean>;
  /** Runs at the end (or when the post cannot be found): the page clears the query here. */
  onFinished: () => void;
}

interface HighlightState {
  /** Which request this state belongs to, so a new link never shows the previous one's marks. */
  request: string;
  post: string | null;
  comment: string | null;
}

/**
 * `?highlight={postId}&comment={commentId}`: after 1.5 s the post is scrolled into view and marked for
 * 3 s; 1 s after that scroll the comments open with the comment marked for 2 s once it is shown; then
 * the query is cleared.
 * The post is looked for (loading more pages if needed) during the first wait.
 */
export function useFeedHighlight(options: FeedHighlightOptions) {
  const { postId, commentId } = options;
  const request = `${postId ?? ''}|${commentId ?? ''}`;
  const [state, setState] = useState<HighlightState>({ request: '', post: null, comment: null });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!postId) return undefined;
    let cancelled = false;
    const abort = new AbortController();
    const timers = new Set<number>();
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = window.setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timers.add(timer);
      });
    const mark = (change: Partial<Omit<HighlightState, 'request'>>) => {
      if (!cancelled) setState((current) => ({ ...current, ...change, request }));
    };

    const run = async () => {
      const [found] = await Promise.all([
        latest.current.locatePost(postId).catch(() => null),
        wait(HIGHLIGHT_TIMING.scrollDelayMs),
      ]);
      if (cancelled) return;
      if (!found) {
        if (found === false) latest.current.onMissing?.(postId);
        latest.current.onFinished();
        return;
      }
      latest.current.scrollToPost(postId);
      mark({ post: postId });
      const postDone = wait(HIGHLIGHT_TIMING.postHighlightMs).then(() => mark({ post: null }));
      if (commentId) {
        await wait(HIGHLIGHT_TIMING.commentDelayMs);
        if (cancelled) return;
        latest.current.openComments(postId);
        const shown = await latest.current.commentShown(commentId, abort.signal);
        if (cancelled) return;
        if (shown) mark({ comment: commentId });
        await wait(HIGHLIGHT_TIMING.commentHighlightMs);
        mark({ comment: null });
      }
      await postDone;
      if (!cancelled) latest.current.onFinished();
    };
    void run();
    return () => {
      cancelled = true;
      abort.abort();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [postId, commentId, request]);

  const current = state.request === request;
  return {
    highlightedPostId: current ? state.post : null,
    highlightedCommentId: current ? state.comment : null,
  };
}
