import type { AppCore, AppModule } from '../app-module.js';
import { createNotificationPusher } from './notification-pusher.js';
import { createNotificationTriggers } from './notification-triggers.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import type { NotificationsServiceDeps } from './notifications.service.js';
import { registerNotificationCommands } from './notifications.socket.js';

/**
 * Notifications: the /api/notifications routes, the read commands on the /notifications and /chat
 * sockets, and for other features `deps` (to notify inside their own transaction) and the listeners
 * of posts and follows (notifications/notification-triggers.ts).
 */
export function createNotificationsModule({ db, realtime, log }: Pick<AppCore, 'db' | 'realtime' | 'log'>) {
  const deps: NotificationsServiceDeps = {
    db,
    notifications: createNotificationsRepository(db),
    pusher: createNotificationPusher(realtime.notifications),
    logError: (error) => log.error({ err: error }, 'notification push failed'),
  };
  const module: AppModule = {
    routes: [{ prefix: '/api/notifications', plugin: async (app) => notificationsRoutes(app, deps) }],
    registerSockets: () => registerNotificationCommands([realtime.notifications, realtime.chat], deps),
  };
  return { ...module, deps, ...createNotificationTriggers(deps) };
}
