/** The signed-in app's notification socket: its provider, the hooks that read it, and its context for tests. */
export { RealtimeProvider } from './RealtimeProvider';
export { RealtimeContext, type NotificationSocket } from './realtime-context';
export { useNotificationEvent, useRealtime } from './useRealtime';
