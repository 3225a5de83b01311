import type { ChatServerToClientEvents } from '@teamhub/contracts';
import { useContext, useEffect, useRef } from 'react';
import { ChatSocketContext } from './chat-socket-context';

/** The /chat connection, its state and the online set. */
export function useChatSocket() {
  return useContext(ChatSocketContext);
}

/**
 * Runs `handler` for each `event` on the /chat connection. The latest handler is always the one
 * called, so callers need not memoise it.
 */
export function useChatEvent<E extends keyof ChatServerToClientEvents>(event: E, handler: ChatServerToClientEvents[E]) {
  const { socket } = useChatSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return undefined;
    const listener = (...args: unknown[]) => (latest.current as (...values: unknown[]) => void)(...args);
    // socket.io's typed `on` cannot relate a generic event name to its listener type.
    const untyped = socket as unknown as {
      on: (name: string, fn: unknown) => void;
      off: (name: string, fn: unknown) => void;
    };
    untyped.on(event, listener);
    return () => untyped.off(event, listener);
  }, [socket, event]);
}
