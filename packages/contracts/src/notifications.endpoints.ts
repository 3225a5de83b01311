import { defineEndpoints } from './endpoint.js';
import { notificationListAnswerSchema, notificationListQuerySchema, unreadCountAnswerSchema } from './notifications.js';

/** /api/notifications: the caller's own notifications only. */
export const notificationsEndpoints = defineEndpoints({
  'GET /api/notifications': { query: notificationListQuerySchema, data: notificationListAnswerSchema },
  'GET /api/notifications/unread-count': { data: unreadCountAnswerSchema },
  'PATCH /api/notifications/mark-all-read': { data: unreadCountAnswerSchema },
  'PATCH /api/notifications/:id/read': { data: unreadCountAnswerSchema },
});
