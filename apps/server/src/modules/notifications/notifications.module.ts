import type { AppCore, AppModule } from '../app-module.js';
import { createNotificationPusher, type NotificationCreatedListener } from './notification-pusher.js';
import { createNotificationGroupsRepository } from './notification-groups.repository.js';
import { createNotificationTriggers } from './notification-triggers.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import type { NotificationsServiceDeps } from './notifications.service.js';
import { registerNotificationCommands } from './notifications.socket.js';

/**
 * Notifications: the /api/notifications routes, the read commands on the /notifications and /chat
 * sockets, and for other features `deps` (to notify inside their own transaction) and the listeners
 * of posts and follows (notifications/notification-triggers.ts). `onCreated` hears of each new
 * notification once it is sent to the recipient's tabs (Web Push, for those with none).
 */
export function createNotificationsModule(
  { db, realtime, log }: Pick<AppCore, 'db' | 'realtime' | 'log'>,
  onCreated?: NotificationCreatedListener,
) {
  const deps: NotificationsServiceDeps = {
    db,
    notifications: createNotificationsRepository(db),
    groups: createNotificationGroupsRepository(),
    pusher: createNotificationPusher(realtime.notifications, onCreated),
    logError: (error) => log.error({ err: error }, 'notification push failed'),
  };
  const module: AppModule = {
    routes: [{ prefix: '/api/notifications', plugin: async (app) => notificationsRoutes(app, deps) }],
    registerSockets: () => registerNotificationCommands([realtime.notifications, realtime.chat], deps),
  };
  return { ...module, deps, ...createNotificationTriggers(deps) };
}
