import { LIMITS } from '@teamhub/contracts';
import { api } from '../../lib/api';

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
  api('GET /api/notifications', {
    query:
      cursor === null ? { page: 1, limit: NOTIFICATION_PAGE_SIZE } : { before: cursor, limit: NOTIFICATION_PAGE_SIZE },
  }).then((answer) => answer.data);

export const fetchUnreadCount = () =>
  api('GET /api/notifications/unread-count').then((answer) => answer.data.unreadCount);

export const markNotificationRead = (id: string) =>
  api('PATCH /api/notifications/:id/read', { params: { id } }).then((answer) => answer.data);

export const markAllNotificationsRead = () =>
  api('PATCH /api/notifications/mark-all-read').then((answer) => answer.data);
