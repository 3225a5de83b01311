import type { NotificationView } from '@teamhub/contracts';
import { emitTo } from '../../realtime/emit-to.js';
import type { NotificationNamespace } from '../../realtime/namespaces.js';

/** Told of each notification made, after it went to the recipient's tabs; must not throw. */
export type NotificationCreatedListener = (recipientId: string, notification: NotificationView) => void;

/** Live notification events, sent to every tab of the recipient (room user:<id>). */
export function createNotificationPusher(namespace: NotificationNamespace, onCreated?: NotificationCreatedListener) {
  const to = (userId: string) => ({ users: [userId] });
  return {
    created: (recipientId: string, notification: NotificationView, unreadCount: number) => {
      emitTo(namespace, to(recipientId), 'new-notification', { notification, unreadCount });
      onCreated?.(recipientId, notification);
    },
    updated: (recipientId: string, notification: NotificationView, unreadCount: number) =>
      emitTo(namespace, to(recipientId), 'notification-updated', { notification, unreadCount }),
    removed: (recipientId: string, notificationId: string, unreadCount: number) =>
      emitTo(namespace, to(recipientId), 'notification-removed', { notificationId, unreadCount }),
    read: (recipientId: string, notificationId: string, unreadCount: number) => {
      emitTo(namespace, to(recipientId), 'notification-read-success', { notificationId, unreadCount });
      emitTo(namespace, to(recipientId), 'unread-count-update', { unreadCount });
    },
    allRead: (recipientId: string) => {
      emitTo(namespace, to(recipientId), 'all-notifications-read-success', { unreadCount: 0 });
      emitTo(namespace, to(recipientId), 'unread-count-update', { unreadCount: 0 });
    },
  };
}

export type NotificationPusher = ReturnType<typeof createNotificationPusher>;
