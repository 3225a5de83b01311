import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options.js';
import { createRedisRunGate, runEveryTime } from './cluster/periodic-runs.js';
import { createPgliteUpkeep } from './db/pglite-upkeep.js';
import { createTokenService } from './lib/tokens.js';
import type { AppCore } from './modules/app-module.js';
import { createFilesModule, defaultTempRoot } from './modules/files/files.module.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { FeatureMetrics } from './observability/app-metrics.js';
import { createPresenceRepository } from './modules/presence/presence.repository.js';
import { createSessionRegistry } from './modules/sessions/session-registry.js';
import { createSessionControl } from './modules/sessions/sessions.service.js';
import { createSessionsRepository } from './modules/sessions/sessions.repository.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { createRealtime } from './realtime/socket-server.js';
import { createSocketHandshakeRepository } from './realtime/socket-handshake.repository.js';

/**
 * The services every feature shares (modules/app-module.ts `AppCore`), with the plugins that need
 * them: the stored files (checked here, so a bucket out of reach stops the start saying which), the
 * sessions every request and socket handshake checks, multipart bodies, and socket.io on the HTTP server.
 */
export async function createAppCore(
  app: FastifyInstance,
  options: AppOptions,
  mailer?: Mailer,
  metrics?: FeatureMetrics,
): Promise<AppCore> {
  const { db } = options.database;
  if (options.database.kind === 'pglite') {
    // PostgreSQL vacuums and analyzes its tables itself; PGlite does not (db/pglite-upkeep.ts).
    const upkeep = createPgliteUpkeep(db, (error) => app.log.error({ err: error }, 'embedded database upkeep failed'));
    app.addHook('onReady', async () => upkeep.start());
    app.addHook('onClose', () => upkeep.stop());
  }
  const users = createUsersRepository(db);
  const tokens = createTokenService(options.jwtSecret, options.jwtExpiresIn ?? '7d');
  const files = createFilesModule({
    uploadsDir: options.uploadsDir,
    privateUploadsDir: options.privateUploadsDir ?? path.join(path.dirname(options.uploadsDir), 'uploads-private'),
    tempRoot: options.uploadTempRoot ?? defaultTempRoot(options.uploadsDir),
    storage: options.storage,
  });
  app.addHook('onClose', async () => files.close());
  await files.check().catch((error: unknown) => {
    files.close();
    throw error;
  });

  // Sign-ins are sessions that can be ended; every request and socket handshake checks its session.
  const sessionRows = createSessionsRepository(db);
  const sessionRegistry = createSessionRegistry({
    sessions: sessionRows,
    redis: options.redis,
    logError: (error) => app.log.error({ err: error }, 'session revocation message failed'),
  });
  app.addHook('onClose', () => sessionRegistry.close());
  await app.register(authenticatePlugin, { tokens, users, sessions: sessionRegistry });
  await app.register(fastifyMultipart, {
    // The avatar upload's limits, which its route uses as they are: one image and a few small fields, so a
    // request cannot make the server buffer much more. Every other upload (post and story media, chat
    // attachments, documents) streams to disk and passes its own limits (see their *-upload.ts).
    limits: { fileSize: LIMITS.avatar.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  // socket.io shares the HTTP server, which exists from the start; features emit through it.
  const realtime = createRealtime(app.server, {
    tokens,
    users,
    sessions: sessionRegistry,
    handshakes: createSocketHandshakeRepository(db),
    presenceContactIds: createPresenceRepository(db).contactIds,
    logError: (error) => app.log.error({ err: error }, 'presence update failed'),
    eventRules: options.socketEventRules,
    redis: options.redis,
    clusterTiming: options.clusterTiming,
  });
  app.addHook('onReady', () => realtime.start());
  app.addHook('preClose', () => realtime.close());
  const sessions = createSessionControl({
    sessions: sessionRows,
    registry: sessionRegistry,
    tokens,
    disconnect: (sessionIds) => realtime.disconnectSessions(sessionIds),
  });
  return {
    db,
    realtime,
    files,
    users,
    tokens,
    sessions,
    sessionRows,
    mailer,
    redis: options.redis,
    runGate:
      options.redis && realtime.cluster ? createRedisRunGate(options.redis, realtime.cluster.nodeId) : runEveryTime,
    log: app.log,
    now: options.now ?? (() => new Date()),
    jwtSecret: options.jwtSecret,
    appUrl: options.appUrl,
    metrics,
  };
}
