import { translateServerMessage, type SocketData, type SocketErrorPayload } from '@teamhub/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { ChatNamespace, NotificationNamespace } from '../../realtime/namespaces.js';
import {
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationsServiceDeps,
} from './notifications.service.js';

/** What the commands need of a socket: both namespaces' sockets have it (NotificationCommandEvents). */
interface CommandSocket {
  data: SocketData;
  on(event: 'mark-notification-read', listener: (payload: { notificationId?: unknown } | undefined) => void): unknown;
  on(event: 'mark-all-notifications-read', listener: () => void): unknown;
  emit(event: 'error', payload: SocketErrorPayload): boolean;
}

function reportError(socket: CommandSocket, error: unknown, deps: NotificationsServiceDeps) {
  if (!(error instanceof HttpError)) deps.logError(error);
  const key = error instanceof HttpError ? error.message : 'common.internal';
  socket.emit('error', { message: translateServerMessage(key, 'en') });
}

/**
 * mark-notification-read and mark-all-notifications-read, accepted on /notifications and on /chat
 * (the specification lists them on the chat connection). Results go to every tab of the user.
 */
export function registerNotificationCommands(
  namespaces: (NotificationNamespace | ChatNamespace)[],
  deps: NotificationsServiceDeps,
) {
  for (const namespace of namespaces) {
    namespace.on('connection', (socket: CommandSocket) => {
      socket.on('mark-notification-read', (payload) => {
        const id = typeof payload?.notificationId === 'string' ? payload.notificationId : '';
        markNotificationRead(deps, socket.data.user.id, id).catch((error: unknown) => reportError(socket, error, deps));
      });
      socket.on('mark-all-notifications-read', () => {
        markAllNotificationsRead(deps, socket.data.user.id).catch((error: unknown) => reportError(socket, error, deps));
      });
    });
  }
}
