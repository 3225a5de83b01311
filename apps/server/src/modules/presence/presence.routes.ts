import type { AuthorSummary } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { PresenceTracker } from '../../realtime/presence.js';
import { presentAuthor } from '../users/user.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';

export interface PresenceRoutesOptions {
  presence: PresenceTracker;
  users: UsersRepository;
}

/** /api/presence: who has the app open right now (a socket connected), by name. */
export async function presenceRoutes(app: FastifyInstance, { presence, users }: PresenceRoutesOptions) {
  app.get('/online', { preHandler: app.authenticate }, async () => {
    const rows = await users.findManyByIds(presence.onlineUserIds());
    return { success: true, data: { users: rows.map(presentAuthor) satisfies AuthorSummary[] } };
  });
}
