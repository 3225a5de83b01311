import type { PlaybackState } from '@teamhub/contracts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { decideSync } from '../sync/drift-controller';

const TICK_MS = 300;

/**
 * Makes a <video> follow the room's playback state: immediately on each state, on metadata, and
 * every 300 ms. The video is only ever driven from here (never from its own media events), so the
 * host's player follows the echoed state like everyone else's. `autoplayBlocked` is true when the
 * browser refused to start with sound until the viewer clicks.
 */
export function usePlaybackSync(
  videoRef: RefObject<HTMLVideoElement | null>,
  state: PlaybackState | null,
  clockOffset: RefObject<number>,
  source: string,
) {
  const [autoplayBlocked, setAutoplayBlocked] = useState(false);
  const playPending = useRef(false);
  const blockedRef = useRef(false);

  const tick = useCallback(() => {
    const video = videoRef.current;
    if (!video || !state || video.readyState < HTMLMediaElement.HAVE_METADATA) return;
    const action = decideSync(state, Date.now() + clockOffset.current, {
      currentTime: video.currentTime,
      paused: video.paused,
      playbackRate: video.playbackRate,
    });
    if (action.seekTo !== undefined) {
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = Math.max(0, Math.min(action.seekTo, end));
    }
    if (Math.abs(video.playbackRate - action.playbackRate) > 0.001) video.playbackRate = action.playbackRate;
    if (!action.play) {
      if (!video.paused) video.pause();
      return;
    }
    if (video.paused && !video.ended && !playPending.current && !blockedRef.current) {
      playPending.current = true;
      video
        .play()
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'NotAllowedError') {
            blockedRef.current = true;
            setAutoplayBlocked(true);
          }
        })
        .finally(() => {
          playPending.current = false;
        });
    }
  }, [videoRef, state, clockOffset]);

  useEffect(() => {
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    const video = videoRef.current;
    video?.addEventListener('loadedmetadata', tick);
    video?.addEventListener('canplay', tick);
    return () => {
      window.clearInterval(timer);
      video?.removeEventListener('loadedmetadata', tick);
      video?.removeEventListener('canplay', tick);
    };
  }, [tick, videoRef, source]);

  /** The viewer's click: play with sound, or muted if even that is refused; then follow the room again. */
  const enableAudio = useCallback(() => {
    const video = videoRef.current;
    blockedRef.current = false;
    setAutoplayBlocked(false);
    if (!video) return;
    playPending.current = true;
    video
      .play()
      .catch(() => {
        video.muted = true;
        return video.play();
      })
      .catch(() => undefined)
      .finally(() => {
        playPending.current = false;
        tick();
      });
  }, [videoRef, tick]);

  return { autoplayBlocked, enableAudio };
}
