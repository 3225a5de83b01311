import { userRoom, type NotificationView } from '@teamhub/contracts';
import type { NotificationNamespace } from '../../realtime/namespaces.js';

/** Live notification events, sent to every tab of the recipient (room user:<id>). */
export function createNotificationPusher(namespace: NotificationNamespace) {
  const to = (userId: string) => namespace.to(userRoom(userId));
  return {
    created: (recipientId: string, notification: NotificationView, unreadCount: number) =>
      to(recipientId).emit('new-notification', { notification, unreadCount }),
    removed: (recipientId: string, notificationId: string, unreadCount: number) =>
      to(recipientId).emit('notification-removed', { notificationId, unreadCount }),
    read: (recipientId: string, notificationId: string, unreadCount: number) => {
      to(recipientId).emit('notification-read-success', { notificationId, unreadCount });
      to(recipientId).emit('unread-count-update', { unreadCount });
    },
    allRead: (recipientId: string) => {
      to(recipientId).emit('all-notifications-read-success', { unreadCount: 0 });
      to(recipientId).emit('unread-count-update', { unreadCount: 0 });
    },
  };
}

export type NotificationPusher = ReturnType<typeof createNotificationPusher>;
