import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Vite puts content-hashed files under /assets (cached for a year);
 * everything else, index.html above all, is revalidated on every load so a deploy shows at once.
 * Text files are sent as their brotli or gzip twin when the browser accepts one.
 * Unknown paths outside /api get index.html (history fallback) from the not-found handler.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { root }: { root: string | undefined }) => {
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // The build writes .br and .gz twins of every text asset (apps/web/vite-plugins/precompress.ts):
    // served as is, they cost no CPU per request and are smaller than on-the-fly compression.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const inAssets = path.relative(root, filePath).startsWith(`assets${path.sep}`);
      reply.header('Cache-Control', inAssets ? IMMUTABLE : 'no-cache');
    },
  });
  app.decorate('webAppAvailable', true);
});
