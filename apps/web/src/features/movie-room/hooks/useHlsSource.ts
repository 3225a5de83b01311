import { useEffect, type RefObject } from 'react';

/** True for a link whose path ends in .m3u8 (an HLS playlist). */
export function isHlsUrl(url: string): boolean {
  try {
    return new URL(url, window.location.origin).pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

/**
 * Loads `url` into the video: directly, or through hls.js (imported only then) for an .m3u8 link
 * the browser cannot play natively.
 */
export function useHlsSource(videoRef: RefObject<HTMLVideoElement | null>, url: string, onError: () => void) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let destroyed = false;
    let destroy: (() => void) | undefined;
    if (isHlsUrl(url) && !video.canPlayType('application/vnd.apple.mpegurl')) {
      void import('hls.js')
        .then(({ default: Hls }) => {
          if (destroyed) return;
          if (!Hls.isSupported()) {
            onError();
            return;
          }
          const hls = new Hls();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) onError();
          });
          hls.loadSource(url);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        })
        .catch(onError);
    } else {
      video.src = url;
    }
    return () => {
      destroyed = true;
      destroy?.();
      video.removeAttribute('src');
      video.load();
    };
  }, [videoRef, url, onError]);
}
