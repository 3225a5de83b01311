import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { translateServerMessage } from '@teamhub/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options.js';
import { ANSWER_ENCODINGS, COMPRESSION_THRESHOLD, ON_THE_FLY_BROTLI_QUALITY } from './lib/answer-encoding.js';
import { compressibleAnswer } from './lib/compressible-content.js';
import { HttpError } from './lib/http-error.js';
import { errorForLog, requestForLog } from './lib/log-serializers.js';
import type { FilesModule } from './modules/files/files.module.js';
import { METRICS_PATH } from './observability/metrics-route.js';
import { HEALTHZ_PATH, READYZ_PATH } from './observability/probe-routes.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { helmetHeadersPlugin } from './plugins/helmet-headers.js';
import { languagePlugin } from './plugins/language.js';
import { nulByteGuardPlugin } from './plugins/nul-byte-guard.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { webAppPlugin } from './plugins/web-app.js';

/** Where log lines go: the given stream (tests), pino-pretty (LOG_FORMAT=pretty), or JSON on stdout. */
function logOutput(options: AppOptions) {
  if (options.logStream) return { stream: options.logStream };
  if (options.logFormat !== 'pretty') return {};
  // A transport formats in a worker thread, off the event loop; the worker cannot tell whether stdout
  // is a terminal, so it is told (colours on a terminal, none in a file). Times of day in the
  // server's zone; pid and host name left out (a person at a terminal knows both).
  const colorize = process.stdout.isTTY === true;
  return {
    transport: {
      target: 'pino-pretty',
      options: { colorize, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}

/** Operational paths: answered by their routes or 404, never by the web app's page. */
const OPERATIONAL_PATHS = new Set([HEALTHZ_PATH, READYZ_PATH, METRICS_PATH]);

/** The Fastify instance with its logger and body limit. */
export function createFastify(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization'],
      // Logs carry no personal data or credentials: database errors without their parameters or
      // quoted values, request URLs without the signed-link `t` parameter (see log-serializers).
      serializers: { req: requestForLog, err: errorForLog },
      ...logOutput(options),
    },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  return app;
}

/** What every request goes through before any route: language, errors, security headers, compression, rate limits. */
export async function registerRequestPlugins(app: FastifyInstance, options: AppOptions) {
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(nulByteGuardPlugin);
  await app.register(helmetHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The web app's service worker (/sw.js) and manifest (/manifest.webmanifest), from this origin only.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // Self-hosted over plain HTTP on a LAN is normal; upgrading would break it.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(securityHeadersPlugin);
  // Before every route, so each one gets the hook. socket.io answers its own requests before Fastify
  // sees them, so its polling and WebSocket traffic is never touched. Compressed media, files sent in
  // ranges (206) and event streams pass through as they are; see compressibleAnswer. An answer that
  // comes already compressed (a remembered feed page, lib/answer-encoding.ts) passes through too.
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
    // In one call on the event loop up to this size rather than through a stream per answer (the
    // plugin's default on 2 cores stops at 8 KB): a stream sets up a compressor per answer (a 36.7 KB
    // feed page at quality 4 cost 0.8–1.0 ms that way, 0.35–0.6 ms in one call; bench/feed-encoding.mjs),
    // and its work on the thread pool only pays where spare cores wait for it.
    syncThreshold: 256 * 1024,
    customTypes: compressibleAnswer,
    // Request bodies are never compressed by our clients; inflating them would only widen the attack surface.
    globalDecompression: false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // With several processes the counts are shared, or each process would allow the limit again.
    ...(options.redis ? { redis: options.redis, nameSpace: 'rate-limit:' } : {}),
    errorResponseBuilder: () => new HttpError(429, 'common.tooManyRequests'),
  });
}

/** After the API: the built web app, the public uploads, and the answer to anything else. */
export async function registerSitePlugins(app: FastifyInstance, options: AppOptions, files: FilesModule) {
  await app.register(webAppPlugin, { root: options.webDistDir });
  await app.register(uploadsPlugin, { root: files.publicRoot, storage: files.publicStorage });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A missing upload is a missing file, not a page of the app: no index.html in an <img>. So is a
    // missing script or style of the built app (a tab open across a deploy asks for the old version's
    // names): a 404 lets the tab notice and reload, where the app's page would fail as a script.
    const isFile = ['/uploads/', '/assets/', '/socket.io'].some((prefix) => request.url.startsWith(prefix));
    // A scraper asking for /metrics while metrics are off must read 404, not the app's page.
    const isOperational = OPERATIONAL_PATHS.has(request.url.split('?', 1)[0] ?? '');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFile && !isOperational;
    if (wantsPage && app.hasDecorator('webAppAvailable')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const key = isApi ? 'common.routeNotFound' : 'common.notFound';
    return reply.status(404).send({ success: false, message: translateServerMessage(key, request.language) });
  });
}
