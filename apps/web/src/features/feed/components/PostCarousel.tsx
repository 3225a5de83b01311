import type { PostView } from '@teamhub/contracts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlbumStrings } from '../album/album-strings';
import styles from './PostCarousel.module.css';

// Drawn here rather than imported: every module this chunk imports is one more name the feed's first
// route must list to preload it, and that route has no bytes to spare.
const chevron = (points: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <polyline points={points} />
  </svg>
);
const smooth = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

interface PostCarouselProps {
  post: PostView;
  onDoubleClickLike: () => void;
  /** The feed's first post: its first item loads eagerly, with high priority (see PostMedia). */
  priority: boolean;
}

/**
 * An album's photos and videos (issue 30), one at a time: a horizontal scroll-snap track, so a swipe
 * is the browser's own, with arrows, dots and ← → on the focused carousel. The position ("2 / 3") is
 * shown and announced. The first item loads as the single media of a post does; the others lazily as
 * they come near. Loaded only for a post with more than one item (PostMedia), off the first route.
 */
export default function PostCarousel({ post, onDoubleClickLike, priority }: PostCarouselProps) {
  const { t } = useTranslation();
  useAlbumStrings();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [burst, setBurst] = useState(0);
  const count = post.media.length;

  // Where a scroll by script is heading: until it gets there the position already says the target,
  // and a second arrow goes on from it (not from wherever the smooth scroll has reached).
  const heading = useRef<number | null>(null);

  const go = (next: number) => {
    const element = track.current;
    if (!element || next < 0 || next >= count) return;
    // Not every engine scrolls elements by script (jsdom has no scrollTo): the state moves regardless.
    if (element.scrollTo) {
      heading.current = next;
      element.scrollTo({ left: next * element.clientWidth, behavior: smooth() });
    }
    setIndex(next);
  };
  // The item in view after a swipe, a scroll or a jump (the state above follows the track).
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const at = element.scrollLeft / element.clientWidth;
    if (heading.current !== null && Math.abs(at - heading.current) > 0.01) return;
    heading.current = null;
    setIndex(Math.round(at));
  };
  // A swipe that took over from a scroll by script: the track ends where the person left it.
  const onScrollEnd = () => {
    heading.current = null;
    onScroll();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A video's own controls keep their arrow keys (seeking).
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };
  const description = (altText: string) => altText || post.caption;
  const position = (n: number) => t('album.position', { n, count });

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('album.carousel', { count })}
      data-testid="post-carousel"
    >
      <div
        ref={track}
        className={styles.track}
        tabIndex={0}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        onKeyDown={onKeyDown}
        data-testid="post-carousel-track"
      >
        {post.media.map((item, slide) => (
          <div
            key={item.url}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={position(slide + 1)}
            aria-hidden={slide === index ? undefined : true}
            onDoubleClick={() => {
              if (item.mediaType === 'video') return;
              setBurst((value) => value + 1);
              onDoubleClickLike();
            }}
          >
            {item.mediaType === 'video' ? (
              <video
                className={styles.element}
                src={item.url}
                controls
                preload="metadata"
                playsInline
                tabIndex={slide === index ? undefined : -1}
                aria-label={description(item.altText) || undefined}
              />
            ) : (
              <img
                className={styles.element}
                src={item.url}
                alt={description(item.altText)}
                loading={slide === 0 && priority ? 'eager' : 'lazy'}
                fetchPriority={slide === 0 && priority ? 'high' : undefined}
                decoding="async"
              />
            )}
          </div>
        ))}
      </div>
      {burst > 0 && (
        <span key={burst} className={styles.burst} aria-hidden="true">
          <svg width="96" height="96" viewBox="0 0 24 24" fill="currentColor">
            <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 4.5 7 4.5c2.1 0 3.6 1.2 5 2.9 1.4-1.7 2.9-2.9 5-2.9 3.8 0 6 3.8 4.5 7.3C19.5 16.4 12 21 12 21z" />
          </svg>
        </span>
      )}
      <span className={styles.counter} aria-live="polite" data-testid="post-carousel-position">
        {position(index + 1)}
      </span>
      {index > 0 && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.previous}`}
          onClick={() => go(index - 1)}
          aria-label={t('album.previous')}
        >
          {chevron('15 18 9 12 15 6')}
        </button>
      )}
      {index < count - 1 && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          onClick={() => go(index + 1)}
          aria-label={t('album.next')}
        >
          {chevron('9 18 15 12 9 6')}
        </button>
      )}
      <div className={styles.dots}>
        {post.media.map((item, dot) => (
          <button
            key={item.url}
            type="button"
            className={styles.dot}
            aria-label={t('album.goTo', { n: dot + 1 })}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => go(dot)}
            data-testid="post-carousel-dot"
          >
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
    </section>
  );
}
