import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { connectRedis } from './cluster/redis.js';
import { loadConfig } from './config.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { SOCKET_EVENT_RULES } from './realtime/event-rate-limiter.js';

const UPLOAD_SWEEP_INTERVAL_MS = 12 * 60 * 60 * 1000;
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  // The lock keeps a second server off the embedded database's files. On PostgreSQL several
  // processes share DATA_DIR (a shared mount for the uploads) on purpose; each has its own temp folder.
  let releaseLock: () => void = () => undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`\n${error.message}\n`);
        process.exit(1);
      }
      throw error;
    }
  }
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, {
        keyPrefix: config.redisKeyPrefix,
        onError: (error) => console.error(`Redis: ${error.message}`),
      }).catch((error: unknown) => {
        console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
        releaseLock();
        process.exit(1);
      })
    : undefined;

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', directory: path.join(config.dataDir, 'db') },
  );
  // A setting that cannot work (an unreachable bucket, say) ends the start with its sentence, not a stack.
  const fail = async (error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    await database.close();
    redis?.disconnect();
    releaseLock();
    process.exit(1);
  };
  const { app, scheduledSweep } = await buildApp({
    database,
    jwtSecret: config.jwtSecret,
    jwtExpiresIn: config.jwtExpiresIn,
    authRateLimitMax: config.authRateLimitMax,
    socketEventRules: {
      ...SOCKET_EVENT_RULES,
      'send-message': { ...SOCKET_EVENT_RULES['send-message'], limit: config.chatSendLimit },
    },
    webDistDir: config.webDistDir ?? defaultWebDist,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    privateUploadsDir: path.join(config.dataDir, 'uploads-private'),
    uploadTempRoot: path.join(config.dataDir, 'tmp'),
    logLevel: config.logLevel,
    logFormat: config.logFormat,
    metrics: config.metrics,
    trustProxy: config.trustProxy,
    documentsQuotaBytes: config.documentsQuotaBytes,
    assistant: config.assistant,
    iceServers: config.iceServers,
    redis,
    storage: config.storage,
    signup: config.signup,
    mail: config.mail,
    appUrl: config.appUrl,
    push: config.push,
    taskReminderIntervalMs: config.taskReminderIntervalMs,
  }).catch(fail);

  // What a crash or an abandoned upload left behind, at start and then twice a day (chat uploads never
  // sent expire after a day). Not awaited: a large upload folder must not hold the server's start, and
  // the sweep's age limits keep it off anything a request is writing meanwhile.
  const sweep = () =>
    scheduledSweep(UPLOAD_SWEEP_INTERVAL_MS).catch((error: unknown) =>
      app.log.error({ err: error }, 'upload sweep failed'),
    );
  void sweep();
  const sweepTimer = setInterval(() => void sweep(), UPLOAD_SWEEP_INTERVAL_MS);
  sweepTimer.unref();
  app.addHook('onClose', async () => clearInterval(sweepTimer));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever hangs, the process still ends and the lock is released.
    const force = setTimeout(() => {
      releaseLock();
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await redis?.quit();
    } finally {
      releaseLock();
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    await database.close();
    redis?.disconnect();
    releaseLock();
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(
    `TeamHub is ready on http://${shownHost}:${config.port} (database: ${database.kind === 'pglite' ? `embedded, ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'})`,
  );
}

void main();
