import type { PostView } from '@teamhub/contracts';
import { Heart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { isVideoPost, postMediaUrl } from '../post-media';
import styles from './PostCard.module.css';

// Albums are rarer than single posts: their carousel loads with the first album shown (issue 30).
const PostCarousel = lazy(() => import('./PostCarousel'));

interface PostMediaProps {
  post: PostView;
  /** Double-click on a photo likes it (never unlikes), Instagram style. */
  onDoubleClickLike: () => void;
  /**
   * The feed's first photo is usually the largest thing on the first screen (its LCP element): it is
   * fetched at once and ahead of other images instead of waiting for lazy loading to reach it.
   */
  priority?: boolean;
}

/**
 * The post's photo or video. Videos keep the browser's own controls, so a double-click there stays
 * the browser's (full screen) rather than a like.
 */
export function PostMedia({ post, onDoubleClickLike, priority = false }: PostMediaProps) {
  const [burst, setBurst] = useState(0);
  const url = postMediaUrl(post);
  // The card already names the author; the photo is described by its alt text, else its caption.
  const description = post.altText || post.caption;

  // An album. Its carousel is a chunk of its own, fetched with the first album shown: the feed's first
  // route has no bytes to spare, not even for a fallback drawing its first item meanwhile.
  if (post.media?.[1]) {
    return (
      <Suspense>
        <PostCarousel post={post} onDoubleClickLike={onDoubleClickLike} priority={priority} />
      </Suspense>
    );
  }

  if (isVideoPost(post)) {
    return (
      <div className={styles.media}>
        <video
          className={styles.mediaElement}
          src={url}
          controls
          preload="metadata"
          playsInline
          aria-label={description || undefined}
        />
      </div>
    );
  }
  return (
    <div
      className={styles.media}
      onDoubleClick={() => {
        setBurst((count) => count + 1);
        onDoubleClickLike();
      }}
    >
      <img
        className={styles.mediaElement}
        src={url}
        alt={description}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      {burst > 0 && (
        <span key={burst} className={styles.burst} aria-hidden="true">
          <Heart size={96} fill="currentColor" strokeWidth={0} />
        </span>
      )}
    </div>
  );
}
