import type { PostView } from '@teamhub/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { PostCard } from './PostCard';
import type { PostAction } from './PostMenu';
import styles from './PostList.module.css';

/** Up to this many posts every card stays rendered; beyond it only those near the viewport are. */
export const VIRTUALIZE_AFTER = 30;
const ESTIMATED_POST_HEIGHT = 680;
const OVERSCAN = 4;

export interface PostListHandle {
  /** Brings the post to the middle of the screen (rendering it first if it was virtualized away). */
  scrollToPost: (postId: string) => void;
}

interface PostListProps {
  posts: PostView[];
  highlightedPostId: string | null;
  onOpenComments: (postId: string) => void;
  /** The author's Edit or Delete from their post's ⋯ menu; no menu without it. */
  onManagePost?: (postId: string, action: PostAction) => void;
  ref?: Ref<PostListHandle>;
}

function documentTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

/**
 * The feed's posts on the window's own scroll. One virtualizer serves both sizes: while the list is
 * short the overscan covers every post, so all are rendered (and measured); once it is long only the
 * posts around the viewport are, and the measured heights carry over.
 */
export function PostList({ posts, highlightedPostId, onOpenComments, onManagePost, ref }: PostListProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // The list starts below the story strip (and the top bar on phones): keep that offset current.
  useEffect(() => {
    if (!container) return undefined;
    const update = () => setScrollMargin(documentTop(container));
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [container]);

  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => ESTIMATED_POST_HEIGHT,
    overscan: posts.length > VIRTUALIZE_AFTER ? OVERSCAN : posts.length,
    scrollMargin,
    getItemKey: useCallback((index: number) => posts[index]?._id ?? index, [posts]),
  });

  // Brings a post of the list into view; false when the list does not hold it.
  const scrollTo = useCallback(
    (postId: string) => {
      const index = posts.findIndex((post) => post._id === postId);
      if (index < 0) return false;
      // A rendered post glides into view; one far away (not rendered) is jumped to, so its highlight is
      // not spent scrolling past dozens of posts.
      const rendered = document.getElementById(`post-${postId}`) !== null;
      virtualizer.scrollToIndex(index, { align: 'center', behavior: rendered ? 'smooth' : 'auto' });
      return true;
    },
    [posts, virtualizer],
  );
  // A post asked for before the list holds it (the page loaded to find it is not rendered yet) is
  // scrolled to once it is.
  const pendingScroll = useRef<string | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      scrollToPost: (postId: string) => {
        pendingScroll.current = scrollTo(postId) ? null : postId;
      },
    }),
    [scrollTo],
  );
  useEffect(() => {
    if (pendingScroll.current && scrollTo(pendingScroll.current)) pendingScroll.current = null;
  }, [scrollTo]);

  return (
    <div ref={setContainer} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const post = posts[item.index];
        if (!post) return null;
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={styles.item}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <PostCard
              post={post}
              highlighted={post._id === highlightedPostId}
              onOpenComments={onOpenComments}
              onManagePost={onManagePost}
              priority={item.index === 0}
            />
          </div>
        );
      })}
    </div>
  );
}
