import { useEffect, useState } from 'react';

/** One IntersectionObserver shared by the cards of a board, telling each whether it is near the screen. */
export interface NearViewportWatcher {
  watch: (node: Element, onChange: (near: boolean) => void) => () => void;
}

/** "Near": within about two screens above or below, so a drag or arrow key never runs out of targets. */
const NEAR_MARGIN = '150% 0px';

export function createNearViewportWatcher(): NearViewportWatcher {
  const listeners = new Map<Element, (near: boolean) => void>();
  let observer: IntersectionObserver | undefined;
  return {
    watch(node, onChange) {
      // Without the API (tests in jsdom, old browsers) every card counts as near: the board as before.
      if (typeof IntersectionObserver === 'undefined') {
        onChange(true);
        return () => undefined;
      }
      observer ??= new IntersectionObserver(
        (entries) => entries.forEach((entry) => listeners.get(entry.target)?.(entry.isIntersecting)),
        { rootMargin: NEAR_MARGIN },
      );
      listeners.set(node, onChange);
      observer.observe(node);
      return () => {
        listeners.delete(node);
        observer?.unobserve(node);
      };
    },
  };
}

/** Whether `node` is near the screen; always true without a watcher. */
export function useNearViewport(watcher: NearViewportWatcher | null, node: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!watcher || !node) return undefined;
    return watcher.watch(node, setNear);
  }, [watcher, node]);
  return watcher === null || near;
}
