import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { translateServerMessage } from '@teamhub/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database.js';
import { HttpError } from './lib/http-error.js';
import { createTokenService } from './lib/tokens.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { languagePlugin } from './plugins/language.js';
import { webAppPlugin } from './plugins/web-app.js';
import { createRealtime, type Realtime } from './realtime/socket-server.js';

export interface AppOptions {
  database: DatabaseHandle;
  jwtSecret: string;
  jwtExpiresIn?: string;
  authRateLimitMax?: number;
  webDistDir?: string;
  logLevel?: string;
  trustProxy?: boolean;
}

export interface App {
  app: FastifyInstance;
  realtime: Realtime;
}

/** Builds the whole server (REST, socket.io, web app) without listening, so tests can drive it. */
export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', redact: ['req.headers.authorization'] },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  const { db } = options.database;
  const users = createUsersRepository(db);
  const tokens = createTokenService(options.jwtSecret, options.jwtExpiresIn ?? '7d');

  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // Self-hosted over plain HTTP on a LAN is normal; upgrading would break it.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'common.tooManyRequests'),
  });
  await app.register(authenticatePlugin, { tokens, users });

  app.get('/api/health', async () => ({ success: true, data: { status: 'ok', database: options.database.kind } }));
  await app.register(authRoutes, { prefix: '/api/auth', users, tokens, rateLimitMax: options.authRateLimitMax ?? 20 });
  await app.register(webAppPlugin, { root: options.webDistDir });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApi && !request.url.startsWith('/socket.io');
    if (wantsPage && app.hasDecorator('webAppAvailable')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const key = isApi ? 'common.routeNotFound' : 'common.notFound';
    return reply.status(404).send({ success: false, message: translateServerMessage(key, request.language) });
  });

  const realtime = createRealtime(app.server, { tokens, users });
  app.addHook('preClose', async () => {
    await realtime.io.close();
  });
  return { app, realtime };
}
