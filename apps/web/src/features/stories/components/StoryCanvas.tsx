import type { MediaType, StoryFilters, StoryTextOverlay } from '@teamhub/contracts';
import { memo, type ReactNode, type Ref } from 'react';
import { storyFilterStyle } from '../story-filters';
import { overlayStyle } from '../story-overlay';
import styles from './StoryCanvas.module.css';

interface StoryCanvasProps {
  mediaUrl: string;
  mediaType: MediaType;
  filters: Partial<StoryFilters> | null | undefined;
  alt: string;
  className?: string;
  /** The viewer's handle on a video, to pause it and turn its sound on. */
  videoRef?: Ref<HTMLVideoElement>;
  /** The editor loops a video on its own; the viewer drives it. */
  autoPlayVideo?: boolean;
  onReady?: () => void;
  onFailed?: () => void;
  onVideoDuration?: (seconds: number) => void;
  /** The texts on top: `StoryOverlays` in the viewer, draggable ones in the editor. */
  children?: ReactNode;
}

/**
 * A story as it is shown everywhere: a 9:16 frame, the media with its filters, the texts over it.
 * The frame sets `--story-px` from its own width, so texts and blur scale with it.
 */
export const StoryCanvas = memo(function StoryCanvas({
  mediaUrl,
  mediaType,
  filters,
  alt,
  className,
  videoRef,
  autoPlayVideo = false,
  onReady,
  onFailed,
  onVideoDuration,
  children,
}: StoryCanvasProps) {
  const look = storyFilterStyle(filters);
  const mediaStyle = { filter: look.filter, opacity: look.opacity };
  return (
    <div className={`${styles.canvas} ${className ?? ''}`} data-testid="story-canvas">
      {mediaType === 'video' ? (
        <video
          ref={videoRef}
          className={styles.media}
          style={mediaStyle}
          src={mediaUrl}
          aria-label={alt}
          muted
          playsInline
          loop
          autoPlay={autoPlayVideo}
          preload="auto"
          onLoadedData={onReady}
          onLoadedMetadata={(event) => onVideoDuration?.(event.currentTarget.duration)}
          onError={onFailed}
          data-testid="story-media"
        />
      ) : (
        <img
          className={styles.media}
          style={mediaStyle}
          src={mediaUrl}
          alt={alt}
          draggable={false}
          onLoad={onReady}
          onError={onFailed}
          data-testid="story-media"
        />
      )}
      <div className={styles.overlays}>{children}</div>
    </div>
  );
});

/** A story's texts as the viewer shows them. */
export function StoryOverlays({ overlays }: { overlays: readonly StoryTextOverlay[] }) {
  return overlays.map((overlay, index) => (
    <span key={index} className={styles.overlay} style={overlayStyle(overlay)} data-testid="story-overlay">
      {overlay.text}
    </span>
  ));
}
