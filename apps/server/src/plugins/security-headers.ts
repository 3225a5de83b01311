import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser features the app never uses, denied to every document (and any frame in it). Only names
 * Chromium knows: an unknown one ('bluetooth') is logged as an error on every page load.
 */
const DENIED_FEATURES = [
  'accelerometer',
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

/** The directives a movie room document widens, so a pasted video link or an HLS stream of another host plays. */
const MOVIE_ROOM_WIDENED_DIRECTIVES = new Set(['media-src', 'connect-src']);

/**
 * helmet's policy with `http:` and `https:` added to media-src (a `<video>` of a pasted direct link)
 * and connect-src (hls.js fetches an HLS stream's playlists and segments); everything else as strict.
 */
export function movieRoomContentSecurityPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/u, 1)[0] ?? '';
      const widen = MOVIE_ROOM_WIDENED_DIRECTIVES.has(name) && !/\shttps:(\s|$)/u.test(directive);
      return widen ? `${directive.trim()} http: https:` : directive.trim();
    })
    .join(';');
}

/**
 * Headers every answer gets on top of helmet's:
 * - `Permissions-Policy`: the microphone only in documents loaded at /movie-room (the web app's
 *   links there load a new document, since a document keeps its policy across client-side
 *   navigation), nothing the app does not use anywhere.
 * - `Content-Security-Policy` of documents at /movie-room: helmet's strict one, but media-src and
 *   connect-src also allow any http(s) host (movieRoomContentSecurityPolicy); every other answer
 *   keeps helmet's as it is.
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
  const movieRoom = isMovieRoomDocument(path);
  reply.header('Permissions-Policy', movieRoom ? MOVIE_ROOM_POLICY : DEFAULT_POLICY);
  const policy = reply.getHeader('Content-Security-Policy');
  if (movieRoom && typeof policy === 'string') {
    reply.header('Content-Security-Policy', movieRoomContentSecurityPolicy(policy));
  }
  if (isApi(path) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-store');
}
