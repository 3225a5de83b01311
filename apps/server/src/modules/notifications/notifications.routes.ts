import { notificationListQuerySchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../lib/validation.js';
import { notificationsDocs } from './notifications.docs.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCountOf,
  type NotificationsServiceDeps,
} from './notifications.service.js';

/** /api/notifications: the caller's own notifications only. */
export async function notificationsRoutes(app: FastifyInstance, deps: NotificationsServiceDeps) {
  const signedIn = { preHandler: app.authenticate };

  app.get('/', { ...signedIn, ...notificationsDocs.list }, async (request) => {
    const query = parseOrThrow(notificationListQuerySchema, request.query);
    return { success: true, data: await listNotifications(deps, request.user.id, query) };
  });

  app.get('/unread-count', { ...signedIn, ...notificationsDocs.unreadCount }, async (request) => ({
    success: true,
    data: { unreadCount: await unreadCountOf(deps, request.user.id) },
  }));

  // Registered before '/:id/read' so 'mark-all-read' is never taken for an id.
  app.patch('/mark-all-read', { ...signedIn, ...notificationsDocs.markAllRead }, async (request) => ({
    success: true,
    data: await markAllNotificationsRead(deps, request.user.id),
  }));

  app.patch<{ Params: { id: string } }>(
    '/:id/read',
    { ...signedIn, ...notificationsDocs.markRead },
    async (request) => ({
      success: true,
      data: await markNotificationRead(deps, request.user.id, request.params.id),
    }),
  );
}
