import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationListAnswer, NotificationView } from '@teamhub/contracts';

export type NotificationPages = InfiniteData<NotificationListAnswer, string | null>;

function mapNotifications(
  data: NotificationPages | undefined,
  change: (notifications: NotificationView[]) => NotificationView[],
): NotificationPages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, notifications: change(page.notifications) })) };
}

/** Puts a new notification first, once (a reconnect may deliver it again). */
export function prependNotification(data: NotificationPages | undefined, notification: NotificationView) {
  if (!data) return data;
  const exists = data.pages.some((page) => page.notifications.some((item) => item._id === notification._id));
  if (exists) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest] };
}

export const markReadInPages = (data: NotificationPages | undefined, id: string) =>
  mapNotifications(data, (list) => list.map((item) => (item._id === id ? { ...item, isRead: true } : item)));

export const markAllReadInPages = (data: NotificationPages | undefined) =>
  mapNotifications(data, (list) => list.map((item) => (item.isRead ? item : { ...item, isRead: true })));

export const removeFromPages = (data: NotificationPages | undefined, id: string) =>
  mapNotifications(data, (list) => list.filter((item) => item._id !== id));

/** Where a notification leads: the post (and comment) in the feed, or the follower's profile. */
export function notificationTarget(notification: NotificationView): string | null {
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
