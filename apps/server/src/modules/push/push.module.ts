import webPush from 'web-push';
import type { PushSettings } from '../../config.js';
import type { AppCore, AppModule } from '../app-module.js';
import { createPushNotifier, type PushOutcome } from './push-notifier.js';
import { createPushQueue } from './push-queue.js';
import { createPushSubscribers } from './push-subscribers.js';
import { createPushRepository } from './push.repository.js';
import { pushRoutes } from './push.routes.js';
import type { PushServiceDeps } from './push.service.js';

export interface PushModuleOptions extends Pick<AppCore, 'db' | 'realtime' | 'log' | 'now' | 'redis'> {
  /** VAPID keys and the endpoint rules (config.ts); a key pair made for this run when not given (tests). */
  settings?: PushSettings;
  /** Told what became of each push (tests wait on it). */
  onOutcome?: (outcome: PushOutcome) => void;
}

/** Pushes in flight at once: enough to keep up with a busy team, few enough to leave the server's two cores be. */
const CONCURRENCY = 4;
const MAX_PENDING = 10_000;

/**
 * Web Push: the /api/push routes (subscriptions, preferences, the VAPID key), and `notifier`, which the
 * chat and notifications features tell of new messages and notifications after they are sent live.
 */
export function createPushModule(options: PushModuleOptions) {
  const settings = options.settings ?? {
    vapid: { ...webPush.generateVAPIDKeys(), subject: 'mailto:teamhub@localhost' },
    allowLoopback: false,
  };
  const push = createPushRepository(options.db);
  const subscribers = createPushSubscribers({ redis: options.redis, loadAll: () => push.subscriberIds() });
  const rules = { allowLoopback: settings.allowLoopback };
  const deps: PushServiceDeps = { push, subscribers, vapid: settings.vapid, rules };
  const queue = createPushQueue({
    concurrency: CONCURRENCY,
    maxPending: MAX_PENDING,
    onError: (error) => options.log.error({ err: error }, 'push failed'),
  });
  const notifier = createPushNotifier({
    push,
    subscribers,
    presence: options.realtime.presence,
    queue,
    vapid: settings.vapid,
    rules,
    now: options.now,
    log: options.log,
    onOutcome: options.onOutcome,
  });
  const module: AppModule = {
    routes: [{ prefix: '/api/push', plugin: async (app) => pushRoutes(app, deps) }],
    onReady: () => subscribers.load(),
    // Pushes already decided go out before the database closes.
    onClose: () => queue.idle(),
  };
  return { ...module, notifier };
}
