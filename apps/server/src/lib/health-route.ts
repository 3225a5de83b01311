import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import { apiRoute } from './api-route.js';

/**
 * GET /api/health, registered on the app itself (no feature owns it): whether the server and its
 * database are up, for load balancers and deploy checks, without sign-in.
 */
export function healthRoute(app: FastifyInstance, database: DatabaseHandle['kind']) {
  apiRoute(
    app,
    'GET /api/health',
    { tag: 'health', summary: 'Whether the server and its database are up', errors: [] },
    async () => ({ success: true as const, data: { status: 'ok' as const, database } }),
  );
}
