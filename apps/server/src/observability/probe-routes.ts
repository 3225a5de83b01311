import type { FastifyInstance } from 'fastify';
import { createReadinessCheck, type ReadinessDeps } from './readiness.js';

export const HEALTHZ_PATH = '/healthz';
export const READYZ_PATH = '/readyz';

/**
 * The probes of process managers and load balancers, without sign-in (docs/deploy.md). Operational,
 * so not in the OpenAPI document, where GET /api/health stays as the specification has it.
 * - GET /healthz: the process answers (restart it when it does not); checks nothing else, so a
 *   database outage does not get every process restarted.
 * - GET /readyz: 200 when the database answers, holds every migration, and Redis (when configured)
 *   answers; otherwise 503 naming what is not ready (send it no traffic). A change either way is
 *   logged once, with the reasons, rather than on every probe.
 */
export function probeRoutes(app: FastifyInstance, deps: ReadinessDeps) {
  app.get(HEALTHZ_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  const readiness = createReadinessCheck(deps);
  let wasReady = true;
  app.get(READYZ_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { ready, checks, errors } = await readiness();
    if (ready !== wasReady) {
      wasReady = ready;
      if (ready) request.log.info({ checks }, 'ready again');
      else request.log.warn({ checks, err: Object.values(errors)[0] }, 'not ready');
    }
    const notReady = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    reply.header('Cache-Control', 'no-store').status(ready ? 200 : 503);
    return ready ? { status: 'ready', checks } : { status: 'not ready', notReady, checks };
  });
}
