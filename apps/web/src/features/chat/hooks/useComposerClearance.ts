import { useEffect, useRef } from 'react';

/**
 * Keeps `--chat-composer-height` on the thread as tall as the composer block below the messages, so a
 * panel floating over the thread (the info panel below 1,440 px) stops above the message box instead
 * of covering it: the box grows with a reply preview, an upload or a longer text.
 */
export function useComposerClearance<Thread extends HTMLElement, Block extends HTMLElement>() {
  const threadRef = useRef<Thread>(null);
  const composerRef = useRef<Block>(null);
  useEffect(() => {
    const thread = threadRef.current;
    const composer = composerRef.current;
    if (!thread || !composer || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() =>
      thread.style.setProperty('--chat-composer-height', `${composer.offsetHeight}px`),
    );
    observer.observe(composer);
    return () => observer.disconnect();
  }, []);
  return { threadRef, composerRef };
}
