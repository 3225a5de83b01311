import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE, sendPublicFile } from '../modules/files/send-public-file.js';
import type { StorageDriver } from '../modules/files/storage-driver.js';

export interface UploadsPluginOptions {
  /** The public storage's folder when it is on disk (STORAGE=local); undefined when it is a bucket. */
  root: string | undefined;
  /** The public storage itself, served through its driver when there is no folder. */
  storage: StorageDriver;
}

/**
 * Serves the public storage (avatars, post media) under /uploads/. Public on purpose: `<img>` cannot send a
 * bearer token, and the random names are not guessable. Content types come from the extension,
 * ranges are answered with 206, and helmet's `X-Content-Type-Options: nosniff` applies here too.
 * A missing file reaches the app's not-found handler, which answers 404 JSON for /uploads/.
 * From disk @fastify/static does it (with ETags); from a bucket the app proxies the objects, so the
 * bucket stays private and the pages keep one origin (see docs/decisions.md).
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, { root, storage }: UploadsPluginOptions) => {
  if (!root) {
    app.route<{ Params: { '*': string } }>({
      method: ['GET', 'HEAD'],
      url: '/uploads/*',
      handler: (request, reply) => sendPublicFile(request, reply, storage, request.params['*']),
    });
    return;
  }
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    // The web app's registration already decorates reply.sendFile.
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    // Folders are not pages: a 404 like any missing file (send would answer 403 for them).
    allowedPath: (pathName) => !pathName.endsWith('/'),
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', IMMUTABLE);
    },
  });
});
