import { useCallback, useRef, useState } from 'react';
import type { OutgoingMessage } from './useSendMessage';

export interface PendingMessage extends OutgoingMessage {
  key: number;
}

/**
 * Wraps a send so that each message shows as "sending" until the server answers (the saved
 * message then takes its place; a refused one disappears and its text returns to the box).
 */
export function usePendingSends(send: (message: OutgoingMessage) => Promise<boolean>) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const counter = useRef(0);
  const wrapped = useCallback(
    async (message: OutgoingMessage) => {
      counter.current += 1;
      const key = counter.current;
      setPending((current) => [...current, { ...message, key }]);
      try {
        return await send(message);
      } finally {
        setPending((current) => current.filter((item) => item.key !== key));
      }
    },
    [send],
  );
  return { pending, send: wrapped };
}
