import { authorSummarySchema, type AuthorSummary } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documented } from '../../lib/route-docs.js';
import { presentAuthor } from '../users/user.presenter.js';
import { listOnlineUsers, type PresenceServiceDeps } from './presence.service.js';

export type PresenceRoutesOptions = PresenceServiceDeps;

/** /api/presence: who has the app open right now (a socket connected), by name. */
const onlineDocs = documented({
  tag: 'presence',
  summary: 'Who has the app open right now',
  data: z.object({ users: z.array(authorSummarySchema) }),
  errors: [],
});

export async function presenceRoutes(app: FastifyInstance, deps: PresenceRoutesOptions) {
  app.get('/online', { preHandler: app.authenticate, ...onlineDocs }, async () => {
    const rows = await listOnlineUsers(deps);
    return { success: true, data: { users: rows.map(presentAuthor) satisfies AuthorSummary[] } };
  });
}
