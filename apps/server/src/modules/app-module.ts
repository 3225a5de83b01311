import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { PeriodicRunGate } from '../cluster/periodic-runs.js';
import type { Database } from '../db/database.js';
import type { TokenService } from '../lib/tokens.js';
import type { FeatureMetrics } from '../observability/app-metrics.js';
import type { Realtime } from '../realtime/socket-server.js';
import type { FilesModule } from './files/files.module.js';
import type { ExpiredUploads, StoredFileOwner } from './files/upload-sweep.js';
import type { Mailer } from './mail/mailer.js';
import type { SessionControl } from './sessions/session-control.js';
import type { SessionsRepository } from './sessions/sessions.repository.js';
import type { UsersRepository } from './users/users.repository.js';

/**
 * The app's shared services, built once in app-core.ts before any feature: what a feature's
 * `create<Feature>Module` may take (each takes only the part it uses, beside its own options).
 */
export interface AppCore {
  db: Database;
  realtime: Realtime;
  files: FilesModule;
  users: UsersRepository;
  tokens: TokenService;
  /** Sign-ins that can be ended (sessions/session-control.ts). */
  sessions: SessionControl;
  /** The session rows themselves (the auth routes list them; expired ones are deleted periodically). */
  sessionRows: SessionsRepository;
  /** Undefined: this server sends no mail (no SMTP_URL). */
  mailer?: Mailer;
  /** REDIS_URL's connection: with it, state shared by several server processes lives there. */
  redis?: Redis;
  /** Whether this process runs a periodic job this period (once across processes with Redis). */
  runGate: PeriodicRunGate;
  log: FastifyBaseLogger;
  /** The clock of every time decision tests need to move. */
  now: () => Date;
  /** Link tokens (signed file and share URLs) are signed with keys derived from it. */
  jwtSecret: string;
  /** APP_URL: the origin of links in mails and of links shown in the app. */
  appUrl?: string;
  /** METRICS_ENABLED: what features time themselves; undefined when metrics are off. */
  metrics?: FeatureMetrics;
}

/** A Fastify plugin of a feature's routes and the prefix it is registered under. */
export interface ModuleRoutes {
  prefix: string;
  plugin: (app: FastifyInstance) => Promise<void>;
}

type LifecycleWork = () => void | Promise<void>;

/**
 * What app.ts needs of a feature, the same for every one: its routes, its socket handlers, its part
 * of the app's lifecycle and of the upload sweep. What other features may call is returned beside it
 * (`deps`, named functions), typed by each factory.
 */
export interface AppModule {
  routes: ModuleRoutes[];
  /** Registers its socket.io commands on the realtime namespaces (once, before the app listens). */
  registerSockets?: () => void;
  /** Run when the app is ready (timers, work a stopped process left pending). */
  onReady?: LifecycleWork;
  /** Run first when the app closes, while connections are still open (streams to end). */
  preClose?: LifecycleWork;
  /** Run when the app closes (timers to stop, work in flight to finish). */
  onClose?: LifecycleWork;
  /** Its kinds of stored files, for the upload sweep (modules/files/upload-sweep.ts). */
  fileOwners?: StoredFileOwner[];
  /** Its rows whose files have outlived their use, for the upload sweep. */
  expiredUploads?: ExpiredUploads[];
  /** Its part of the periodic clean-up (App.scheduledSweep), after the upload sweep. */
  scheduledWork?: () => Promise<void>;
}
