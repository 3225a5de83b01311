import { LIMITS } from '@teamhub/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** True when the reader is within `threshold` px of the bottom of `element`. */
export function isNearBottom(
  element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>,
  threshold: number = LIMITS.assistant.scrollFollowPx,
) {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= threshold;
}

/**
 * A bottom-anchored list that follows new text only while the reader is within 50 px of the bottom
 * (specification section 2), so scrolling up to read is never pulled away. `followKey` changes with
 * every new piece of text; a change of `jumpKey` (a question just sent) always goes to the end.
 */
export function useFollowScroll(followKey: unknown, jumpKey: unknown) {
  const containerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastJumpKey = useRef<{ value: unknown } | null>(null);

  const onScroll = useCallback(() => {
    const element = containerRef.current;
    if (element) following.current = isNearBottom(element);
  }, []);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const jump = lastJumpKey.current === null || lastJumpKey.current.value !== jumpKey;
    lastJumpKey.current = { value: jumpKey };
    if (jump || following.current) {
      element.scrollTop = element.scrollHeight;
      following.current = true;
    }
  }, [followKey, jumpKey]);

  // Content that grows on its own (the markdown renderer arriving, a resized panel): stay pinned.
  useEffect(() => {
    const container = containerRef.current;
    const content = contentRef.current;
    if (!container || !content || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (following.current) container.scrollTop = container.scrollHeight;
    });
    observer.observe(container);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return { containerRef, contentRef, onScroll };
}
