import { useEffect, useRef } from 'react';

/**
 * A ref for an element at the end of a list: when it comes within `rootMargin` of the viewport
 * and `enabled` is true, `onVisible` runs. The observer is re-created whenever `enabled` changes,
 * so a sentinel still in view after a short page asks again.
 */
export function useLoadMoreSentinel<T extends Element>(onVisible: () => void, enabled: boolean, rootMargin = '800px') {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);
  return ref;
}
