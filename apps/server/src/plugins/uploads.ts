import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Uploaded files get new random names whenever their content changes, so a name's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the public storage (`uploadsDir`: avatars, post media) under /uploads/. Public on purpose: `<img>` cannot send a
 * bearer token, and the random names are not guessable. Content types come from the extension,
 * ranges are answered with 206, and helmet's `X-Content-Type-Options: nosniff` applies here too.
 * A missing file reaches the app's not-found handler, which answers 404 JSON for /uploads/.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
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
