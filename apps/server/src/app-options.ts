import type { IceServer, StoryRef } from '@teamhub/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { LogFormat, MailSettings, MetricsSettings, PushSettings, SignupConfig, StorageConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { AssistantOptions } from './modules/assistant/assistant.module.js';
import type { MediaUploadLimits } from './modules/files/media-upload.js';
import type { UploadSweepReport } from './modules/files/upload-sweep.js';
import type { PostEventListeners } from './modules/posts/post-events.js';
import type { PostUploadLimits } from './modules/posts/post-upload.js';
import type { PushOutcome } from './modules/push/push-notifier.js';
import type { ProjectsModuleOptions } from './modules/projects/projects.module.js';
import type { SocketEventRules } from './realtime/event-rate-limiter.js';
import type { Realtime } from './realtime/socket-server.js';

export interface AppOptions {
  database: DatabaseHandle;
  jwtSecret: string;
  jwtExpiresIn?: string;
  authRateLimitMax?: number;
  /** Per-user limits of client socket events (realtime/event-rate-limiter.ts); the real ones unless told. */
  socketEventRules?: SocketEventRules;
  webDistDir?: string;
  /** Folder of uploaded files (DATA_DIR/uploads), served under /uploads/. */
  uploadsDir: string;
  /** Folder of private files (DATA_DIR/uploads-private), served only through checked routes. */
  privateUploadsDir?: string;
  /** DATA_DIR/tmp: this process's uploads in flight go to a folder of its own in here. */
  uploadTempRoot?: string;
  logLevel?: string;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: DestinationStream;
  /** LOG_FORMAT: JSON lines (the default), or pino-pretty's readable ones (not with `logStream`). */
  logFormat?: LogFormat;
  /** METRICS_ENABLED: /metrics and everything it shows are measured; nothing is, without it. */
  metrics?: MetricsSettings;
  trustProxy?: boolean;
  /** Size limits of post media; LIMITS.post by default (tests lower them to try the video limit). */
  postUploadLimits?: Partial<PostUploadLimits>;
  /** Size limits of story media; LIMITS.story by default (tests lower them). */
  storyUploadLimits?: Partial<MediaUploadLimits>;
  /**
   * The clock of every time decision that tests need to move (a story's expiry, the story sweep);
   * `() => new Date()` by default.
   */
  now?: () => Date;
  /** How often due-date reminders are looked for; TASK_REMINDERS.intervalMs unless told. */
  taskReminderIntervalMs?: number;
  /** Each user's documents quota in bytes (DOCUMENTS_QUOTA_MB); LIMITS.documents.defaultQuotaMb unless told. */
  documentsQuotaBytes?: number;
  /** Told of posts, likes and comments after their commit, as the notifications feature is (tests listen here). */
  postListeners?: PostEventListeners;
  /** Told of every route as it is added (the OpenAPI test checks each one is documented). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The AI assistant's model services, daily quota and limits (config.ts's `assistant`); without
   * them `auto` answers from the built-in assistant. Tests point the services at stand-ins.
   */
  assistant?: AssistantOptions;
  /** The movie room's voice STUN/TURN servers (ICE_SERVERS); none unless told. */
  iceServers?: IceServer[];
  /**
   * REDIS_URL's connection: with it, several server processes on one PostgreSQL act as one app (socket
   * rooms, presence, rate limits, the feed cache, movie rooms, sweeps); without it, all of that lives in
   * this process. The app uses it and duplicates it where it needs more connections; the caller closes it.
   */
  redis?: Redis;
  /** Where uploaded files live (STORAGE); folders beside `uploadsDir` unless told. */
  storage?: StorageConfig;
  /** With `redis`: how often processes beat and when a silent one is dead (cluster-nodes.ts); tests shorten them. */
  clusterTiming?: { heartbeatMs: number; timeoutMs: number };
  /** Sign-up rules fixed by SIGNUP_MODE / SIGNUP_EMAIL_DOMAINS (locked on the admin screen); none unless told. */
  signup?: SignupConfig;
  /** SMTP_URL and MAIL_FROM: without them no mail is sent (password resets go through an admin's link). */
  mail?: MailSettings;
  /** APP_URL: the origin of links in mails (required with `mail`) and of links shown in the app. */
  appUrl?: string;
  /** Project invitations one person may make per hour; WORKSPACE_LIMITS.projectInvitesPerHour unless told. */
  projectInvitationsPerHour?: number;
  /** Told of each new project invitation after its commit (projects.deps.ts `InvitationCreated`): the mail hook. */
  onProjectInvitationCreated?: ProjectsModuleOptions['onInvitationCreated'];
  /** Web Push: VAPID keys and endpoint rules (config.ts); a key pair made for this run when not given. */
  push?: PushSettings;
  /** Told what became of each Web Push (sent, skipped and why): tests wait on it. */
  onPushOutcome?: (outcome: PushOutcome) => void;
}

export interface App {
  app: FastifyInstance;
  realtime: Realtime;
  /** Removes what interrupted or abandoned uploads left behind (modules/files/upload-sweep.ts). */
  sweepUploads: (now?: Date) => Promise<UploadSweepReport>;
  /**
   * The periodic clean-up (server.ts's timer, every `periodMs`): the upload sweep, then previews left
   * pending; once per period across processes sharing Redis.
   */
  scheduledSweep: (periodMs: number) => Promise<void>;
  /**
   * Looks for due-date reminders now (at `now`, the app's clock unless given) and sends those due;
   * answers how many. It also runs at start and every TASK_REMINDERS.intervalMs.
   */
  sendTaskReminders: (now?: Date) => Promise<number>;
  /** Deletes expired stories with their files now (it also runs every LIMITS.story.sweepIntervalMs). */
  sweepStories: () => Promise<StoryRef[]>;
}
