import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { LIMITS, translateServerMessage, type IceServer, type StoryRef } from '@teamhub/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { MailSettings, StorageConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { compressibleAnswer } from './lib/compressible-content.js';
import { HttpError } from './lib/http-error.js';
import { errorForLog, requestForLog } from './lib/log-serializers.js';
import { healthRouteDocs } from './lib/health-docs.js';
import { createTokenService } from './lib/tokens.js';
import { createAccountModule } from './modules/account/account.module.js';
import { createAssistantModule, type AssistantOptions } from './modules/assistant/assistant.module.js';
import { createMemoryLoginThrottle, createRedisLoginThrottle } from './modules/auth/login-throttle.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { chatFileOwner, unattachedChatUploads } from './modules/chat/chat-file-sweep.js';
import { createChatModule } from './modules/chat/chat.module.js';
import { createDocumentPreviews } from './modules/documents/document-previews.js';
import { documentPreviewRoutes } from './modules/documents/document-previews.routes.js';
import { createDocumentSharesRepository } from './modules/documents/document-shares.repository.js';
import { documentSharesRoutes } from './modules/documents/document-shares.routes.js';
import { createShareLinkTokens, type DocumentSharesDeps } from './modules/documents/document-shares.service.js';
import { sharedLinksRoutes } from './modules/documents/shared-links.routes.js';
import { createDocumentsModule } from './modules/documents/documents.module.js';
import { createFilesModule, defaultTempRoot } from './modules/files/files.module.js';
import type { MediaUploadLimits } from './modules/files/media-upload.js';
import { sweepUploads, type UploadSweepReport } from './modules/files/upload-sweep.js';
import { createSmtpMailer, sendInBackground } from './modules/mail/mailer.js';
import { invitationMail } from './modules/projects/invitation-mail.js';
import { createMovieRoomModule } from './modules/movie-room/movie-room.module.js';
import { createNotificationPusher } from './modules/notifications/notification-pusher.js';
import { combinePostHooks, createNotificationTriggers } from './modules/notifications/notification-triggers.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import type { NotificationsServiceDeps } from './modules/notifications/notifications.service.js';
import { registerNotificationCommands } from './modules/notifications/notifications.socket.js';
import { createCommentsRepository } from './modules/posts/comments.repository.js';
import { createFeedCache } from './modules/posts/feed-cache.js';
import { createFeedEvents } from './modules/posts/feed-events.js';
import { createRedisFeedVersion } from './modules/posts/redis-feed-version.js';
import type { PostHooks } from './modules/posts/post-hooks.js';
import { postMediaFileOwner } from './modules/posts/post-files.repository.js';
import { createPostMediaStorage } from './modules/posts/post-media.js';
import type { PostUploadLimits } from './modules/posts/post-upload.js';
import { createPostViewsRepository } from './modules/posts/post-views.repository.js';
import { createPostsRepository } from './modules/posts/posts.repository.js';
import { postsRoutes } from './modules/posts/posts.routes.js';
import { createPasswordsModule } from './modules/passwords/passwords.module.js';
import { createPresenceRepository } from './modules/presence/presence.repository.js';
import { presenceRoutes } from './modules/presence/presence.routes.js';
import { createProjectsModule, type ProjectsModuleOptions } from './modules/projects/projects.module.js';
import { avatarFileOwner } from './modules/profile/avatar-files.repository.js';
import { createAvatarStorage } from './modules/profile/avatar-storage.js';
import { createFollowsRepository } from './modules/profile/follows.repository.js';
import { createProfileRepository } from './modules/profile/profile.repository.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { createSessionRegistry } from './modules/sessions/session-registry.js';
import { createSessionControl } from './modules/sessions/sessions.service.js';
import { createSessionsRepository } from './modules/sessions/sessions.repository.js';
import { createStoriesModule } from './modules/stories/stories.module.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { languagePlugin } from './plugins/language.js';
import { nulByteGuardPlugin } from './plugins/nul-byte-guard.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { webAppPlugin } from './plugins/web-app.js';
import { createRedisRunGate, runEveryTime } from './cluster/periodic-runs.js';
import type { SocketEventRules } from './realtime/event-rate-limiter.js';
import { createRealtime, type Realtime } from './realtime/socket-server.js';

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
  /** Each user's documents quota in bytes (DOCUMENTS_QUOTA_MB); LIMITS.documents.defaultQuotaMb unless told. */
  documentsQuotaBytes?: number;
  /** Called inside the like and comment transactions (the notifications feature plugs in here). */
  postHooks?: PostHooks;
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
  /** SMTP_URL and MAIL_FROM: without them no mail is sent (password resets go through an admin's link). */
  mail?: MailSettings;
  /** APP_URL: the origin of links in mails (required with `mail`) and of links shown in the app. */
  appUrl?: string;
  /** Project invitations one person may make per hour; WORKSPACE_LIMITS.projectInvitesPerHour unless told. */
  projectInvitationsPerHour?: number;
  /** Told of each new project invitation after its commit (projects.deps.ts `InvitationCreated`): the mail hook. */
  onProjectInvitationCreated?: ProjectsModuleOptions['onInvitationCreated'];
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
  /** Deletes expired stories with their files now (it also runs every LIMITS.story.sweepIntervalMs). */
  sweepStories: () => Promise<StoryRef[]>;
}

/** Builds the whole server (REST, socket.io, web app) without listening, so tests can drive it. */
export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization'],
      // Logs carry no personal data or credentials: database errors without their parameters or
      // quoted values, request URLs without the signed-link `t` parameter (see log-serializers).
      serializers: { req: requestForLog, err: errorForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const { db } = options.database;
  const clock = options.now ?? (() => new Date());
  const users = createUsersRepository(db);
  const tokens = createTokenService(options.jwtSecret, options.jwtExpiresIn ?? '7d');
  const files = createFilesModule({
    uploadsDir: options.uploadsDir,
    privateUploadsDir: options.privateUploadsDir ?? path.join(path.dirname(options.uploadsDir), 'uploads-private'),
    tempRoot: options.uploadTempRoot ?? defaultTempRoot(options.uploadsDir),
    storage: options.storage,
  });
  app.addHook('onClose', async () => files.close());
  // A bucket that is missing or out of reach stops the start here, saying which, not every upload later.
  await files.check().catch((error: unknown) => {
    files.close();
    throw error;
  });

  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(nulByteGuardPlugin);
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
  await app.register(securityHeadersPlugin);
  // Before every route, so each one gets the hook. socket.io answers its own requests before Fastify
  // sees them, so its polling and WebSocket traffic is never touched. Compressed media, files sent in
  // ranges (206) and event streams pass through as they are; see compressibleAnswer.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
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
    // Avatars are the only uploads so far: one file, and a few small fields at most, so a request
    // cannot make the server buffer much more than one image.
    limits: { fileSize: LIMITS.avatar.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  // socket.io shares the HTTP server, which exists from the start; routes emit through it.
  const realtime = createRealtime(app.server, {
    tokens,
    users,
    sessions: sessionRegistry,
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
  const runGate =
    options.redis && realtime.cluster ? createRedisRunGate(options.redis, realtime.cluster.nodeId) : runEveryTime;

  const notificationsDeps: NotificationsServiceDeps = {
    db,
    notifications: createNotificationsRepository(db),
    pusher: createNotificationPusher(realtime.notifications),
    logError: (error) => app.log.error({ err: error }, 'notification push failed'),
  };
  const triggers = createNotificationTriggers(notificationsDeps);
  registerNotificationCommands([realtime.notifications, realtime.chat], notificationsDeps);

  // Feed pages are remembered between writes. The writes that change them say so: the posts routes
  // (posts, likes, comments) and the profile routes (a name or avatar shown on posts); see feed-cache.ts.
  const feedCache = createFeedCache(options.redis ? createRedisFeedVersion(options.redis) : undefined);

  // Features that mail take this (undefined: this server sends no mail); mails in flight finish before close.
  const mailer = options.mail ? createSmtpMailer(options.mail) : undefined;
  if (mailer) app.addHook('onClose', () => mailer.close());

  await app.register(apiDocsPlugin);
  app.get('/api/health', healthRouteDocs, async () => ({
    success: true,
    data: { status: 'ok', database: options.database.kind },
  }));
  await app.register(authRoutes, {
    prefix: '/api/auth',
    users,
    sessions,
    sessionRows,
    loginThrottle: options.redis ? createRedisLoginThrottle(options.redis) : createMemoryLoginThrottle(),
    rateLimitMax: options.authRateLimitMax ?? 20,
  });
  const passwords = createPasswordsModule({
    db,
    users,
    sessions,
    mailer,
    appUrl: options.appUrl,
    rateLimitMax: options.authRateLimitMax ?? 20,
    log: app.log,
  });
  await app.register(passwords.routes, { prefix: '/api/auth' });
  await app.register(passwords.adminRoutes, { prefix: '/api/admin' });
  await app.register(profileRoutes, {
    prefix: '/api/profile',
    users,
    profiles: createProfileRepository(db),
    follows: createFollowsRepository(db),
    avatars: createAvatarStorage(files.publicStorage, app.log),
    onFollowCreated: triggers.onFollowCreated,
    onAuthorChanged: feedCache.clear,
  });
  await app.register(postsRoutes, {
    prefix: '/api/posts',
    users,
    posts: createPostsRepository(db),
    comments: createCommentsRepository(db),
    views: createPostViewsRepository(db),
    media: createPostMediaStorage(files.publicStorage, files.temp, app.log),
    events: createFeedEvents(realtime.notifications, app.log),
    hooks: combinePostHooks(triggers.postHooks, options.postHooks),
    feedCache,
    uploadLimits: {
      imageMaxBytes: options.postUploadLimits?.imageMaxBytes ?? LIMITS.post.imageMaxBytes,
      videoMaxBytes: options.postUploadLimits?.videoMaxBytes ?? LIMITS.post.videoMaxBytes,
    },
  });
  await app.register(notificationsRoutes, { prefix: '/api/notifications', ...notificationsDeps });
  // Previews are made one at a time after uploads answer; those a stopped process left pending resume at start.
  const documentPreviews = createDocumentPreviews({ db, storage: files.privateStorage, log: app.log });
  app.addHook('onReady', () => documentPreviews.resumePending());
  app.addHook('onClose', () => documentPreviews.close());
  const chat = createChatModule({
    db,
    realtime,
    jwtSecret: options.jwtSecret,
    files,
    log: app.log,
  });
  await app.register(chat.routes, { prefix: '/api/chats' });
  const projects = createProjectsModule({
    db,
    realtime,
    notifications: notificationsDeps,
    log: app.log,
    invitationsPerHour: options.projectInvitationsPerHour,
    onInvitationCreated: async (invitation) => {
      // With mail set up, the invitee hears of it by mail too (after the commit, never failing the invite).
      if (mailer && options.appUrl) {
        sendInBackground(mailer, invitationMail(invitation, options.appUrl), app.log, 'project invitation');
      }
      await options.onProjectInvitationCreated?.(invitation);
    },
  });
  await app.register(projects.routes, { prefix: '/api/projects' });
  const stories = createStoriesModule({
    db,
    realtime,
    files,
    chat: chat.deps,
    log: app.log,
    now: clock,
    uploadLimits: options.storyUploadLimits,
    runGate,
  });
  await app.register(stories.routes, { prefix: '/api/stories' });
  // Expired stories are hidden from every read at once; the sweep reclaims their rows and files.
  app.addHook('onReady', async () => stories.sweeper.start());
  app.addHook('onClose', () => stories.sweeper.stop());
  const documents = createDocumentsModule({
    db,
    jwtSecret: options.jwtSecret,
    files,
    log: app.log,
    quotaBytes: options.documentsQuotaBytes ?? LIMITS.documents.defaultQuotaMb * 1024 * 1024,
    onUploaded: (rows) => documentPreviews.enqueue(rows.map((row) => row.id)),
  });
  await app.register(documents.routes, { prefix: '/api/documents' });
  const movieRoom = createMovieRoomModule({
    db,
    realtime,
    users,
    files,
    jwtSecret: options.jwtSecret,
    log: app.log,
    now: () => clock().getTime(),
    iceServers: options.iceServers ?? [],
    redis: options.redis,
  });
  await app.register(movieRoom.roomsRoutes, { prefix: '/api/rooms' });
  await app.register(movieRoom.messagesRoutes, { prefix: '/api/messages' });
  await app.register(movieRoom.moviesRoutes, { prefix: '/api/movies' });
  await app.register(presenceRoutes, { prefix: '/api/presence', presence: realtime.presence, users });
  const assistant = createAssistantModule({
    db,
    log: app.log,
    now: clock,
    options: options.assistant,
    redis: options.redis,
  });
  await app.register(assistant.routes, { prefix: '/api/ai/hypo' });
  // Answers still streaming end (their model requests too) rather than holding the close up.
  app.addHook('preClose', async () => assistant.stopAll());
  const account = createAccountModule({
    db,
    files,
    sessions,
    conversations: chat.deps.conversations,
    projects: projects.deps,
    onFeedChanged: feedCache.clear,
    now: clock,
    log: app.log,
  });
  await app.register(account.routes, { prefix: '/api/account' });
  const documentShares: DocumentSharesDeps = {
    shares: createDocumentSharesRepository(db),
    storage: files.privateStorage,
    chat: chat.deps,
    tokens: createShareLinkTokens(options.jwtSecret),
    now: clock,
  };
  await app.register(async (scope) => documentSharesRoutes(scope, documentShares), { prefix: '/api/documents' });
  await app.register(async (scope) => sharedLinksRoutes(scope, documentShares), { prefix: '/api/shared' });
  await app.register(
    async (scope) => documentPreviewRoutes(scope, { db, storage: files.privateStorage, urls: documents.deps.urls }),
    { prefix: '/api/documents' },
  );
  await app.register(webAppPlugin, { root: options.webDistDir });
  await app.register(uploadsPlugin, { root: files.publicRoot, storage: files.publicStorage });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A missing upload is a missing file, not a page of the app: no index.html in an <img>.
    const isFile = request.url.startsWith('/uploads/') || request.url.startsWith('/socket.io');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFile;
    if (wantsPage && app.hasDecorator('webAppAvailable')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const key = isApi ? 'common.routeNotFound' : 'common.notFound';
    return reply.status(404).send({ success: false, message: translateServerMessage(key, request.language) });
  });

  const sweep = (now?: Date) =>
    sweepUploads({
      owners: [
        avatarFileOwner(db, files.publicStorage),
        postMediaFileOwner(db, files.publicStorage),
        stories.fileOwner,
        chatFileOwner(chat.deps.files, files.privateStorage),
        ...documents.fileOwners,
      ],
      expired: [unattachedChatUploads(chat.deps.files, files.privateStorage), ...documents.expired],
      tempRoot: files.tempRoot,
      ownTempFolder: files.temp.directory,
      log: app.log,
      now,
    });
  const scheduledSweep = async (periodMs: number) => {
    if (!(await runGate('upload-sweep', periodMs))) return;
    await sweep();
    await documentPreviews.resumePending();
    await sessionRows.deleteExpired();
  };
  return { app, realtime, sweepUploads: sweep, scheduledSweep, sweepStories: stories.sweep };
}
