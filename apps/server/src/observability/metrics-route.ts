import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { createScrapeCheck } from './scrape-access.js';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics: the registry in Prometheus' text format, to scrapers allowed by scrape-access.ts.
 * Registered only with METRICS_ENABLED; otherwise the path answers 404 (app-plugins.ts keeps it out
 * of the web app's history fallback). Operational, so not in the OpenAPI document.
 */
export function metricsRoute(app: FastifyInstance, registry: Registry, token: string | undefined) {
  const refusal = createScrapeCheck(token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const refused = refusal(request.raw);
    if (refused) {
      if (refused.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw refused;
    }
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
