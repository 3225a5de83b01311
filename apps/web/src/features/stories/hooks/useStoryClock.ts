import { LIMITS } from '@teamhub/contracts';
import { useEffect } from 'react';
import type { ViewerAction } from '../viewer-state';

interface StoryClockOptions {
  running: boolean;
  durationMs: number;
  /** The story on screen: a new one starts a new count. */
  storyId: string | undefined;
  dispatch: (action: ViewerAction) => void;
}

/**
 * Moves the viewer's progress every 100 ms while running. Each tick carries the wall-clock time
 * since the previous one (performance.now), so a throttled timer (a background tab, a busy phone)
 * still ends the story on time instead of stretching it.
 */
export function useStoryClock({ running, durationMs, storyId, dispatch }: StoryClockOptions) {
  useEffect(() => {
    if (!running || !storyId) return undefined;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      dispatch({ type: 'tick', deltaMs: now - last, durationMs });
      last = now;
    }, LIMITS.story.tickMs);
    return () => window.clearInterval(timer);
  }, [running, durationMs, storyId, dispatch]);
}
