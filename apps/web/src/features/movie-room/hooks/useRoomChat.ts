import type { RoomChatMessage } from '@teamhub/contracts';
import { LIMITS } from '@teamhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchRoomMessages } from '../api';
import type { MovieRoomSocket } from '../movie-room-socket';

/** Older messages first, each id once (the server echoes our own messages back). */
export function mergeMessages(older: readonly RoomChatMessage[], newer: readonly RoomChatMessage[]): RoomChatMessage[] {
  const seen = new Set<string>();
  const merged: RoomChatMessage[] = [];
  for (const message of [...older, ...newer]) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    merged.push(message);
  }
  return merged;
}

export type SendResult = { ok: true } | { ok: false; error: 'notConnected' | 'failed'; message?: string };

export interface RoomChat {
  messages: RoomChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  historyError: boolean;
  loadOlder: () => void;
  send: (text: string) => Promise<SendResult>;
  /** Bumped when a page of older messages was put in front (the list keeps its scroll position then). */
  prependCount: number;
}

/**
 * A room's chat: page 1 of its history (again after each reconnection), older pages put in front,
 * live `chat-message`s added at the end.
 */
export function useRoomChat(socket: MovieRoomSocket | null, roomId: string, reconnects: number): RoomChat {
  const [messages, setMessages] = useState<RoomChatMessage[]>([]);
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState(1);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [historyError, setHistoryError] = useState(false);
  const [prependCount, setPrependCount] = useState(0);
  const loadingRef = useRef(false);

  useEffect(() => {
    let cancelled = false;
    fetchRoomMessages(roomId, 1)
      .then((answer) => {
        if (cancelled) return;
        setMessages((current) => {
          // Live messages that arrived while the page loaded stay after it.
          const newest = answer.messages.at(-1)?.timestamp ?? '';
          return mergeMessages(
            answer.messages,
            current.filter((message) => message.timestamp > newest),
          );
        });
        setPage(1);
        setTotalPages(answer.pagination.totalPages);
        setHistoryError(false);
      })
      .catch(() => {
        if (!cancelled) setHistoryError(true);
      });
    return () => {
      cancelled = true;
    };
  }, [roomId, reconnects]);

  useEffect(() => {
    if (!socket) return undefined;
    const onMessage = (message: RoomChatMessage) => {
      if (message.roomId !== roomId) return;
      setMessages((current) => mergeMessages(current, [message]));
    };
    socket.on('chat-message', onMessage);
    return () => {
      socket.off('chat-message', onMessage);
    };
  }, [socket, roomId]);

  const loadOlder = useCallback(() => {
    if (loadingRef.current) return;
    loadingRef.current = true;
    setLoadingOlder(true);
    const next = page + 1;
    fetchRoomMessages(roomId, next)
      .then((answer) => {
        setMessages((current) => mergeMessages(answer.messages, current));
        setPage(next);
        setTotalPages(answer.pagination.totalPages);
        setPrependCount((count) => count + 1);
        setHistoryError(false);
      })
      .catch(() => setHistoryError(true))
      .finally(() => {
        loadingRef.current = false;
        setLoadingOlder(false);
      });
  }, [page, roomId]);

  const send = useCallback(
    (text: string): Promise<SendResult> => {
      const message = text.trim().slice(0, LIMITS.movieRoom.chatMessage);
      if (!message) return Promise.resolve({ ok: false, error: 'failed' });
      if (!socket?.connected) return Promise.resolve({ ok: false, error: 'notConnected' });
      return new Promise((resolve) => {
        const timer = window.setTimeout(() => resolve({ ok: false, error: 'failed' }), LIMITS.apiTimeoutMs);
        socket.emit('chat-message', { roomId, message }, (answer) => {
          window.clearTimeout(timer);
          resolve(answer.success ? { ok: true } : { ok: false, error: 'failed', message: answer.message });
        });
      });
    },
    [socket, roomId],
  );

  return { messages, hasOlder: page < totalPages, loadingOlder, historyError, loadOlder, send, prependCount };
}
