import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { presentAuthor } from '../users/user.presenter.js';
import { listOnlineUsers, type PresenceServiceDeps } from './presence.service.js';

export type PresenceRoutesOptions = PresenceServiceDeps;

/** /api/presence: who has the app open right now (a socket connected), by name. */
export async function presenceRoutes(app: FastifyInstance, deps: PresenceRoutesOptions) {
  apiRoute(
    app,
    'GET /api/presence/online',
    { tag: 'presence', summary: 'Who has the app open right now', errors: [] },
    async () => {
      const rows = await listOnlineUsers(deps);
      return { success: true as const, data: { users: rows.map(presentAuthor) } };
    },
  );
}
