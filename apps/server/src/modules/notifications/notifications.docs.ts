import { notificationListAnswerSchema, notificationListQuerySchema, unreadCountAnswerSchema } from '@teamhub/contracts';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'notifications';

/** OpenAPI descriptions of /api/notifications (notifications.routes.ts). */
export const notificationsDocs = {
  list: documented({
    tag,
    summary: 'The caller’s notifications, newest first (by `page`, or after the `before` cursor)',
    query: notificationListQuerySchema,
    data: notificationListAnswerSchema,
    errors: [400],
  }),
  unreadCount: documented({ tag, summary: 'How many are unread', data: unreadCountAnswerSchema, errors: [] }),
  markAllRead: documented({ tag, summary: 'Mark all read', data: unreadCountAnswerSchema, errors: [] }),
  markRead: documented({
    tag,
    summary: 'Mark one read',
    params: pathParams('id'),
    data: unreadCountAnswerSchema,
    errors: [404],
  }),
};
