import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers on every answer. helmet builds its middleware from the options once, here:
 * @fastify/helmet built it again for every request (parsing the Content-Security-Policy each time),
 * some 8 % of the server's time on the remembered feed page (docs/performance.md).
 */
export const helmetHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // helmet passes on an Error it caught while computing a header, or nothing.
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
