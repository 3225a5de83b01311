import { notificationListQuerySchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { parseOrThrow } from '../../lib/validation.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCountOf,
  type NotificationsServiceDeps,
} from './notifications.service.js';

const tag = 'notifications';
const ok = <T>(data: T) => ({ success: true as const, data });

/** /api/notifications: the caller's own notifications only. */
export async function notificationsRoutes(app: FastifyInstance, deps: NotificationsServiceDeps) {
  apiRoute(
    app,
    'GET /api/notifications',
    {
      tag,
      summary: 'The caller’s notifications, newest first (by `page`, or after the `before` cursor)',
      errors: [400],
    },
    async (request) => {
      const query = parseOrThrow(notificationListQuerySchema, request.query);
      return ok(await listNotifications(deps, request.user.id, query));
    },
  );

  apiRoute(
    app,
    'GET /api/notifications/unread-count',
    { tag, summary: 'How many are unread', errors: [] },
    async (request) => ok({ unreadCount: await unreadCountOf(deps, request.user.id) }),
  );

  // Registered before '/:id/read' so 'mark-all-read' is never taken for an id.
  apiRoute(
    app,
    'PATCH /api/notifications/mark-all-read',
    { tag, summary: 'Mark all read', errors: [] },
    async (request) => ok(await markAllNotificationsRead(deps, request.user.id)),
  );

  apiRoute(
    app,
    'PATCH /api/notifications/:id/read',
    { tag, summary: 'Mark one read', errors: [404] },
    async (request) => ok(await markNotificationRead(deps, request.user.id, request.params.id)),
  );
}
