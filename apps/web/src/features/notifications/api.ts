import type { ApiSuccess, NotificationListAnswer, UnreadCountAnswer } from '@teamhub/contracts';
import { LIMITS } from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';

export const notificationKeys = {
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

export const NOTIFICATION_PAGE_SIZE = LIMITS.notificationPage.defaultLimit;

/**
 * The first page (`cursor` null), or the page after `cursor` (the previous page's `nextCursor`):
 * notifications that arrive meanwhile do not shift later pages, as page numbers would.
 */
export const fetchNotifications = (cursor: string | null) =>
  apiRequest<ApiSuccess<NotificationListAnswer>>(
    cursor === null
      ? `/api/notifications?page=1&limit=${NOTIFICATION_PAGE_SIZE}`
      : `/api/notifications?before=${encodeURIComponent(cursor)}&limit=${NOTIFICATION_PAGE_SIZE}`,
  ).then((answer) => answer.data);

export const fetchUnreadCount = () =>
  apiRequest<ApiSuccess<UnreadCountAnswer>>('/api/notifications/unread-count').then(
    (answer) => answer.data.unreadCount,
  );

export const markNotificationRead = (id: string) =>
  apiRequest<ApiSuccess<UnreadCountAnswer>>(`/api/notifications/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
  }).then((answer) => answer.data);

export const markAllNotificationsRead = () =>
  apiRequest<ApiSuccess<UnreadCountAnswer>>('/api/notifications/mark-all-read', { method: 'PATCH' }).then(
    (answer) => answer.data,
  );
