import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiFailure, ApiSuccess, AuthPayload, PublicUser, RegisterBody } from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { SOCKET_EVENT_RULES, type SocketEventRules } from '../../src/realtime/event-rate-limiter.js';

/** Fixed 48-character signing secret, so tests can sign their own tokens with jose. */
export const TEST_JWT_SECRET = 'teamhub-test-secret-0123456789abcdefghijklmnopqr';

/** The real windows with limits no test reaches by accident. */
const GENEROUS_SOCKET_EVENT_RULES = Object.fromEntries(
  Object.entries(SOCKET_EVENT_RULES).map(([name, rule]) => [name, { ...rule, limit: 10_000 }]),
) as SocketEventRules;

export interface TestAppOptions {
  /** Login and register attempts per IP per minute; high by default so only the rate-limit test hits it. */
  authRateLimitMax?: number;
  /** Socket event limits per user; high by default so only the rate-limit tests hit them. */
  socketEventRules?: SocketEventRules;
  /** A built web app to serve (none by default: API only). */
  webDistDir?: string;
  /** Lower post media limits (the real video limit, 200 MB, is too slow to try). */
  postUploadLimits?: AppOptions['postUploadLimits'];
  postListeners?: AppOptions['postListeners'];
  /** Log lines go here, at info level, instead of nowhere (tests that read the log). */
  logStream?: AppOptions['logStream'];
  /** Told of every route as it is added. */
  onRoute?: AppOptions['onRoute'];
  /** A tiny documents quota, to try it. */
  documentsQuotaBytes?: number;
  /** Lower story media limits (the real ones are slow to try). */
  storyUploadLimits?: AppOptions['storyUploadLimits'];
  /** The app's clock (a test moves it forward to expire stories). */
  now?: AppOptions['now'];
  /** The assistant's services (stand-ins), quota and limits. */
  assistant?: AppOptions['assistant'];
  /** The movie room's voice STUN/TURN servers. */
  iceServers?: AppOptions['iceServers'];
  /** A Redis shared with other apps (each one a "process" of a cluster); the caller closes it. */
  redis?: AppOptions['redis'];
  clusterTiming?: AppOptions['clusterTiming'];
  /** Where uploads live (STORAGE=s3 on the S3 stand-in); the folders below unless told. */
  storage?: AppOptions['storage'];
  /** Sign-up rules fixed as SIGNUP_MODE / SIGNUP_EMAIL_DOMAINS would. */
  signup?: AppOptions['signup'];
  /** Mail through an SMTP server (the stand-in of test/stand-ins/smtp.ts) and the origin of links in mails. */
  mail?: AppOptions['mail'];
  appUrl?: AppOptions['appUrl'];
  /** Project invitations per inviter per hour; high by default so only the rate-limit test hits it. */
  projectInvitationsPerHour?: number;
  onProjectInvitationCreated?: AppOptions['onProjectInvitationCreated'];
  /** METRICS_ENABLED (and METRICS_TOKEN): off unless told, as in production. */
  metrics?: AppOptions['metrics'];
  /** Web Push keys and endpoint rules (a stand-in push service needs `allowLoopback`). */
  push?: AppOptions['push'];
  onPushOutcome?: AppOptions['onPushOutcome'];
  /** How often reminders are looked for: a day unless told, so only a test's own `sendTaskReminders` sends them. */
  taskReminderIntervalMs?: AppOptions['taskReminderIntervalMs'];
}

export interface TestApp extends App {
  /** A fresh temporary uploads folder, removed when the app closes. */
  uploadsDir: string;
  /** The private uploads folder (chat attachments), beside it and removed with it. */
  privateUploadsDir: string;
  /** Where the app's per-process temp folder for uploads in flight lives, beside it and removed with it. */
  uploadTempRoot: string;
}

/** The whole server on `database`, not listening, with a silent logger and its own uploads folder. */
export async function createTestApp(database: DatabaseHandle, options: TestAppOptions = {}): Promise<TestApp> {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'teamhub-uploads-'));
  const privateUploadsDir = `${uploadsDir}-private`;
  const uploadTempRoot = `${uploadsDir}-tmp`;
  const built = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    logLevel: options.logStream ? 'info' : 'silent',
    logStream: options.logStream,
    authRateLimitMax: options.authRateLimitMax ?? 10_000,
    socketEventRules: options.socketEventRules ?? GENEROUS_SOCKET_EVENT_RULES,
    uploadsDir,
    privateUploadsDir,
    uploadTempRoot,
    webDistDir: options.webDistDir,
    postUploadLimits: options.postUploadLimits,
    postListeners: options.postListeners,
    onRoute: options.onRoute,
    documentsQuotaBytes: options.documentsQuotaBytes,
    storyUploadLimits: options.storyUploadLimits,
    now: options.now,
    assistant: options.assistant,
    iceServers: options.iceServers,
    storage: options.storage,
    redis: options.redis,
    clusterTiming: options.clusterTiming,
    signup: options.signup,
    mail: options.mail,
    appUrl: options.appUrl,
    projectInvitationsPerHour: options.projectInvitationsPerHour ?? 10_000,
    onProjectInvitationCreated: options.onProjectInvitationCreated,
    metrics: options.metrics,
    push: options.push,
    onPushOutcome: options.onPushOutcome,
    taskReminderIntervalMs: options.taskReminderIntervalMs ?? 24 * 60 * 60 * 1000,
  });
  built.app.addHook('onClose', async () => {
    rmSync(uploadsDir, { recursive: true, force: true });
    rmSync(privateUploadsDir, { recursive: true, force: true });
    rmSync(uploadTempRoot, { recursive: true, force: true });
  });
  return { ...built, uploadsDir, privateUploadsDir, uploadTempRoot };
}

let userCounter = 0;

/** A username (letters, digits, underscore; 3–30 characters) and email no other test uses. */
export function uniqueCredentials(): { username: string; email: string; password: string } {
  userCounter += 1;
  const suffix = `${userCounter}_${randomBytes(4).toString('hex')}`;
  return {
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    password: `pw-${randomBytes(6).toString('hex')}`,
  };
}

export type JsonBody = ApiSuccess<unknown> | ApiFailure;

/** POSTs a JSON body (English answers unless other headers are given). */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = { 'accept-language': 'en' },
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

export interface RegisteredUser {
  user: PublicUser;
  token: string;
  password: string;
}

/** Registers a fresh account through the API; fails the test when the server does not answer 201. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterBody> = {},
): Promise<RegisteredUser> {
  const body = { ...uniqueCredentials(), ...overrides };
  const response = await postJson(app, '/api/auth/register', body);
  if (response.statusCode !== 201) {
    throw new Error(`registerUser: expected 201, got ${response.statusCode}: ${response.body}`);
  }
  const { data } = response.json<ApiSuccess<AuthPayload>>();
  return { user: data.user, token: data.token, password: body.password };
}

/** GET /api/auth/profile with the given Authorization header value (none when undefined). */
export function getProfile(app: FastifyInstance, authorization?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (authorization !== undefined) headers.authorization = authorization;
  return app.inject({ method: 'GET', url: '/api/auth/profile', headers });
}
