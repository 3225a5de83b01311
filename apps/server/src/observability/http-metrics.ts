import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Seconds; 0.2 is where the "HTTP p99 over 200 ms" alert of docs/deploy.md reads. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];

/** The label of answers no route matched: the web app's history fallback and every 404. */
export const NO_ROUTE = '(no route)';

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * Times every answer by its route's pattern (`/api/posts/:postId`, never the URL itself: one series
 * per post would grow without end, and URLs carry ids and signed-link tokens), method and status class.
 */
export function observeHttpRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'teamhub_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  // Added to the root before any plugin or route, so every route and the not-found handler inherit it.
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        route: request.routeOptions.url ?? NO_ROUTE,
        method: request.method,
        status_class: STATUS_CLASSES[Math.trunc(reply.statusCode / 100)] ?? 'other',
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
