import { LIMITS, type TypingPayload } from '@teamhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session/useSession';
import { useNamespaceSocket, useSocketEvent } from '../../../lib/realtime/namespace-connection';

/** A typist whose stop event got lost disappears after this long without news. */
const TYPING_EXPIRY_MS = 6_000;

interface Typist {
  userId: string;
  username: string;
  until: number;
}

/**
 * Typing in one conversation, both ways. Incoming: who else is typing. Outgoing: `notifyInput`
 * sends typing-start on the first non-empty input and typing-stop after 1 s without input, on
 * empty input, on `stopTyping` (send) and when the conversation closes. With `threadRootId`, the
 * same for that message's thread, which has its own indicator (the conversation's leaves it out).
 */
export function useTyping(conversationId: string, threadRootId?: string) {
  const { user } = useSession();
  const { socket } = useNamespaceSocket('chat');
  const [typists, setTypists] = useState<Typist[]>([]);

  useSocketEvent('chat', 'user-typing', (payload: TypingPayload) => {
    if (payload.conversationId !== conversationId || payload.userId === user?._id) return;
    if ((payload.threadRootId ?? null) !== (threadRootId ?? null)) return;
    const until = Date.now() + TYPING_EXPIRY_MS;
    setTypists((current) => [
      ...current.filter((item) => item.userId !== payload.userId),
      { userId: payload.userId, username: payload.username, until },
    ]);
  });
  const drop = (userId: string) => setTypists((current) => current.filter((item) => item.userId !== userId));
  useSocketEvent('chat', 'user-stop-typing', (payload) => {
    if (payload.conversationId === conversationId && (payload.threadRootId ?? null) === (threadRootId ?? null)) {
      drop(payload.userId);
    }
  });
  useSocketEvent('chat', 'new-message', (message) => {
    if (message.conversationId === conversationId && !threadRootId) drop(message.sender._id);
  });
  useSocketEvent('chat', 'thread-message', (message) => {
    if (threadRootId && message.threadRootId === threadRootId) drop(message.sender._id);
  });
  const where = threadRootId ? { conversationId, threadRootId } : { conversationId };

  useEffect(() => {
    if (typists.length === 0) return undefined;
    const next = Math.min(...typists.map((item) => item.until));
    const timer = window.setTimeout(
      () => setTypists((current) => current.filter((item) => item.until > Date.now())),
      Math.max(0, next - Date.now()) + 50,
    );
    return () => window.clearTimeout(timer);
  }, [typists]);

  const typing = useRef(false);
  const idleTimer = useRef<number | undefined>(undefined);

  const stopTyping = useCallback(() => {
    window.clearTimeout(idleTimer.current);
    if (!typing.current) return;
    typing.current = false;
    socket?.volatile.emit('typing-stop', where);
    // `where` changes with its two ids only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [socket, conversationId, threadRootId]);

  const notifyInput = useCallback(
    (value: string) => {
      if (!value.trim()) {
        stopTyping();
        return;
      }
      if (!typing.current) {
        typing.current = true;
        socket?.volatile.emit('typing-start', where);
      }
      window.clearTimeout(idleTimer.current);
      idleTimer.current = window.setTimeout(stopTyping, LIMITS.typingTimeoutMs);
    },
    // `where` changes with its two ids only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [socket, conversationId, threadRootId, stopTyping],
  );

  // Leaving the conversation (or the page) ends our typing there.
  useEffect(() => stopTyping, [stopTyping]);

  return { typingNames: typists.map((item) => item.username), notifyInput, stopTyping };
}
