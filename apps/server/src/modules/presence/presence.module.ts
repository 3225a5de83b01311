import type { AppCore, AppModule } from '../app-module.js';
import { presenceRoutes } from './presence.routes.js';

/** Who is online (/api/presence), from the realtime server's presence tracker. */
export function createPresenceModule({ realtime, users }: Pick<AppCore, 'realtime' | 'users'>) {
  return {
    routes: [
      { prefix: '/api/presence', plugin: async (app) => presenceRoutes(app, { presence: realtime.presence, users }) },
    ],
  } satisfies AppModule;
}
