import type { NotificationServerToClientEvents } from '@teamhub/contracts';
import { useContext, useEffect, useRef } from 'react';
import { RealtimeContext } from './realtime-context';

export function useRealtime() {
  return useContext(RealtimeContext);
}

/**
 * Runs `handler` for each `event` on the notification connection. The latest handler is
 * always the one called, so callers need not memoise it.
 */
export function useNotificationEvent<E extends keyof NotificationServerToClientEvents>(
  event: E,
  handler: NotificationServerToClientEvents[E],
) {
  const { notificationSocket } = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!notificationSocket) return undefined;
    const listener = ((...args: unknown[]) =>
      (latest.current as (...values: unknown[]) => void)(...args)) as NotificationServerToClientEvents[E];
    // socket.io's typed `on` cannot relate a generic event name to its listener type.
    const socket = notificationSocket as unknown as {
      on: (name: string, fn: unknown) => void;
      off: (name: string, fn: unknown) => void;
    };
    socket.on(event, listener);
    return () => socket.off(event, listener);
  }, [notificationSocket, event]);
}
