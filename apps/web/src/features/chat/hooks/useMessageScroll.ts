import type { MessageView } from '@teamhub/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Within this distance of the bottom, new messages keep the view pinned to the bottom (spec: 50 px). */
export const NEAR_BOTTOM_PX = 50;
/** Closer than this to the top, the next older page is requested. */
const LOAD_OLDER_PX = 200;

interface MessageScrollOptions {
  messages: readonly MessageView[];
  /** Own messages still on their way: a new one scrolls to the bottom like a sent message. */
  pendingCount: number;
  currentUserId: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * Scrolling for a bottom-anchored message list: starts at the bottom, follows new messages while
 * the reader is near the bottom (always for one's own), keeps the reader's place when older
 * history is put in above, and asks for older history near the top.
 */
export function useMessageScroll({
  messages,
  pendingCount,
  currentUserId,
  hasOlder,
  loadingOlder,
  loadOlder,
}: MessageScrollOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const distanceFromBottom = useRef(0);
  const previous = useRef<{ firstId?: string; lastId?: string; pendingCount: number }>({ pendingCount: 0 });
  const older = useRef({ hasOlder, loadingOlder, loadOlder });
  useEffect(() => {
    older.current = { hasOlder, loadingOlder, loadOlder };
  });

  const remember = useCallback(() => {
    const element = containerRef.current;
    if (!element) return;
    distanceFromBottom.current = element.scrollHeight - element.scrollTop;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
  }, []);

  const scrollToBottom = useCallback(() => {
    const element = containerRef.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    remember();
  }, [remember]);

  /** Puts a message in the middle of the view (a link landing on it), where the view stays. */
  const scrollToCenter = useCallback(
    (row: HTMLElement) => {
      const element = containerRef.current;
      if (!element) return;
      const view = element.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      element.scrollTop += box.top - view.top - (element.clientHeight - box.height) / 2;
      remember();
    },
    [remember],
  );

  const maybeLoadOlder = useCallback(() => {
    const element = containerRef.current;
    const { hasOlder: more, loadingOlder: busy, loadOlder: load } = older.current;
    if (element && more && !busy && element.scrollTop <= LOAD_OLDER_PX) load();
  }, []);

  const onScroll = useCallback(() => {
    remember();
    maybeLoadOlder();
  }, [remember, maybeLoadOlder]);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const firstId = messages[0]?._id;
    const last = messages.at(-1);
    const before = previous.current;
    if (!before.lastId || pendingCount > before.pendingCount) {
      scrollToBottom();
    } else if (firstId !== before.firstId && last?._id === before.lastId) {
      // Older history went in above: keep the same distance from the bottom.
      element.scrollTop = element.scrollHeight - distanceFromBottom.current;
      remember();
    } else if (last && last._id !== before.lastId) {
      if (nearBottom.current || last.sender._id === currentUserId) scrollToBottom();
      else remember();
    }
    previous.current = { firstId, lastId: last?._id, pendingCount };
  }, [messages, pendingCount, currentUserId, remember, scrollToBottom]);

  // A short first page may not fill the view, so no scroll would ever ask for more.
  useEffect(() => {
    const element = containerRef.current;
    if (element && element.scrollHeight <= element.clientHeight + LOAD_OLDER_PX) maybeLoadOlder();
  }, [messages, hasOlder, loadingOlder, maybeLoadOlder]);

  // Images loading, the typing line or the composer growing: stay pinned if we were.
  useEffect(() => {
    const container = containerRef.current;
    const content = contentRef.current;
    if (!container || !content || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) scrollToBottom();
      else remember();
    });
    observer.observe(container);
    observer.observe(content);
    return () => observer.disconnect();
  }, [remember, scrollToBottom]);

  return { containerRef, contentRef, onScroll, scrollToBottom, scrollToCenter };
}
