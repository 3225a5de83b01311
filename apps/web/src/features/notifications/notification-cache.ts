import type { InfiniteData } from '@tanstack/react-query';
import {
  chatNotificationLink,
  taskNotificationLink,
  type NotificationListAnswer,
  type NotificationView,
} from '@teamhub/contracts';

export type NotificationPages = InfiniteData<NotificationListAnswer, string | null>;

function mapNotifications(
  data: NotificationPages | undefined,
  change: (notifications: NotificationView[]) => NotificationView[],
): NotificationPages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, notifications: change(page.notifications) })) };
}

/**
 * Puts a notification first: a new one, or a group someone joined, whose older entry goes so it
 * shows once (a reconnect may deliver the same one again, too).
 */
export function prependNotification(data: NotificationPages | undefined, notification: NotificationView) {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const without = (list: NotificationView[]) => list.filter((item) => item._id !== notification._id);
  return {
    ...data,
    pages: [
      { ...first, notifications: [notification, ...without(first.notifications)] },
      ...rest.map((page) => ({ ...page, notifications: without(page.notifications) })),
    ],
  };
}

/** A group that changed where it is (someone left it): same place, its new actors. */
export const replaceInPages = (data: NotificationPages | undefined, notification: NotificationView) =>
  mapNotifications(data, (list) => list.map((item) => (item._id === notification._id ? notification : item)));

export const markReadInPages = (data: NotificationPages | undefined, id: string) =>
  mapNotifications(data, (list) => list.map((item) => (item._id === id ? { ...item, isRead: true } : item)));

export const markAllReadInPages = (data: NotificationPages | undefined) =>
  mapNotifications(data, (list) => list.map((item) => (item.isRead ? item : { ...item, isRead: true })));

export const removeFromPages = (data: NotificationPages | undefined, id: string) =>
  mapNotifications(data, (list) => list.filter((item) => item._id !== id));

/**
 * Where a notification leads: the post (and comment) in the feed, the follower's profile, or the
 * chat message reacted to, in its conversation (the link a pinned message opens), or a task's panel.
 */
export function notificationTarget(notification: NotificationView): string | null {
  const chatLink = chatNotificationLink(notification) ?? taskNotificationLink(notification);
  if (chatLink) return chatLink;
  if (notification.type === 'follow') return `/profile/${notification.sender._id}`;
  if (notification.action === 'project-invite') {
    return notification.project ? `/projects?project=${encodeURIComponent(notification.project._id)}` : '/projects';
  }
  if (notification.post) {
    const params = new URLSearchParams({ highlight: notification.post._id });
    if (notification.commentId) params.set('comment', notification.commentId);
    return `/?${params.toString()}`;
  }
  return null;
}
