import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Browser features the app never uses, denied to every document (and any frame in it). */
const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const policy = (microphone: string) =>
  [...DENIED_FEATURES.map((feature) => `${feature}=()`), `microphone=${microphone}`].join(', ');

/** Voice chat in the movie room is the one use of the microphone. */
const MOVIE_ROOM_POLICY = policy('(self)');
const DEFAULT_POLICY = policy('()');

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;
const isMovieRoomDocument = (path: string) => path === '/movie-room' || path.startsWith('/movie-room/');
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Headers every answer gets on top of helmet's:
 * - `Permissions-Policy`: the microphone only in documents loaded at /movie-room (the web app's
 *   links there load a new document, since a document keeps its policy across client-side
 *   navigation), nothing the app does not use anywhere.
 * - `Cache-Control: private, no-store` on API answers that did not choose their own: they depend
 *   on who asks, so no shared cache may keep them and no browser should write them to disk.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });
});

/**
 * Sets the headers above on `reply`. The onSend hook does it for every answer Fastify sends; a route
 * that writes its answer itself after `reply.hijack()` (the assistant's event stream) skips onSend,
 * so it calls this before writing its head.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const path = pathOf(request.url);
  reply.header('Permissions-Policy', isMovieRoomDocument(path) ? MOVIE_ROOM_POLICY : DEFAULT_POLICY);
  if (isApi(path) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-store');
}
