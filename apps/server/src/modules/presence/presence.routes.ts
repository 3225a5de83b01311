import { authorSummarySchema, type AuthorSummary } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documented } from '../../lib/route-docs.js';
import type { PresenceTracker } from '../../realtime/presence.js';
import { presentAuthor } from '../users/user.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';

export interface PresenceRoutesOptions {
  presence: PresenceTracker;
  users: UsersRepository;
}

/** /api/presence: who has the app open right now (a socket connected), by name. */
const onlineDocs = documented({
  tag: 'presence',
  summary: 'Who has the app open right now',
  data: z.object({ users: z.array(authorSummarySchema) }),
  errors: [],
});

export async function presenceRoutes(app: FastifyInstance, { presence, users }: PresenceRoutesOptions) {
  app.get('/online', { preHandler: app.authenticate, ...onlineDocs }, async () => {
    const rows = await users.findManyByIds(await presence.onlineUserIds());
    return { success: true, data: { users: rows.map(presentAuthor) satisfies AuthorSummary[] } };
  });
}
