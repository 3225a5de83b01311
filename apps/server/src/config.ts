import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  LIMITS,
  SIGNUP_MODES,
  TASK_REMINDERS,
  iceServerSchema,
  workspaceSettingsSchema,
  type IceServer,
  type SignupMode,
} from '@teamhub/contracts';
import { z } from 'zod';
import { SOCKET_EVENT_RULES } from './realtime/event-rate-limiter.js';
import { ASSISTANT_DEFAULTS, type AssistantSettings } from './assistant-config.js';
import { readOrCreateVapidKeys, vapidKeyProblem, type VapidDetails } from './lib/vapid-keys.js';

const MIN_SECRET_LENGTH = 32;
/** Long enough that guessing it over the network is hopeless; a random hex string of 32+ is advised. */
const MIN_METRICS_TOKEN_LENGTH = 16;
const LOG_FORMATS = ['pretty', 'json'] as const;

/** `pretty`: pino-pretty's coloured lines for a person at a terminal; `json`: one JSON object a line. */
export type LogFormat = (typeof LOG_FORMATS)[number];

/** METRICS_ENABLED's /metrics; `token` (METRICS_TOKEN) unset means loopback scrapers only. */
export interface MetricsSettings {
  token: string | undefined;
}

/** An optional setting: unset and empty (`KEY=` in an env file) both mean "not set". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());
const urlWithDefault = (fallback: string) => optionalText.pipe(z.url({ protocol: /^https?$/ }).default(fallback));
const trueOrFalse = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  CHAT_SEND_LIMIT: z.coerce.number().int().positive().default(SOCKET_EVENT_RULES['send-message'].limit),
  TASK_REMINDER_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(TASK_REMINDERS.intervalMs / 1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: optionalText.pipe(z.enum(LOG_FORMATS, { error: 'must be pretty or json' }).optional()),
  NODE_ENV: optionalText,
  METRICS_ENABLED: trueOrFalse('false'),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(MIN_METRICS_TOKEN_LENGTH, `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters (openssl rand -hex 32)`)
      .optional(),
  ),
  WEB_DIST_DIR: z.string().optional(),
  DOCUMENTS_QUOTA_MB: z.coerce.number().int().positive().default(LIMITS.documents.defaultQuotaMb),
  TRUST_PROXY: trueOrFalse('false'),
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, ":", "_" and "-" only (at most 64)')
    .default('teamhub:'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText.pipe(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: trueOrFalse('true'),
  OLLAMA_URL: optionalUrl,
  OLLAMA_MODEL: optionalText,
  OPENROUTER_API_KEY: optionalText,
  OPENROUTER_MODEL: optionalText.pipe(z.string().default(ASSISTANT_DEFAULTS.openrouterModel)),
  OPENROUTER_BASE_URL: urlWithDefault(ASSISTANT_DEFAULTS.openrouterBaseUrl),
  PERPLEXITY_API_KEY: optionalText,
  PERPLEXITY_MODEL: optionalText.pipe(z.string().default(ASSISTANT_DEFAULTS.sonarModel)),
  PERPLEXITY_BASE_URL: urlWithDefault(ASSISTANT_DEFAULTS.sonarBaseUrl),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: optionalText,
  AI_MODEL_PATH: optionalText,
  AI_DAILY_QUOTA: z.coerce.number().int().positive().default(LIMITS.assistant.dailyQuotaDefault),
  SIGNUP_MODE: optionalText.pipe(z.enum(SIGNUP_MODES, { error: 'must be open, invite or closed' }).optional()),
  SIGNUP_EMAIL_DOMAINS: optionalText.transform((value, context) => {
    if (value === undefined) return undefined;
    const domains = value.split(',').filter((domain) => domain.trim() !== '');
    const parsed = workspaceSettingsSchema.shape.allowedEmailDomains.safeParse(domains);
    if (parsed.success) return [...new Set(parsed.data)];
    context.addIssue({
      code: 'custom',
      message: 'must be a comma-separated list of domains, e.g. example.com,example.org',
    });
    return z.NEVER;
  }),
  ICE_SERVERS: optionalText.transform((value, context) => {
    if (value === undefined) return [];
    try {
      const parsed = z.array(iceServerSchema).safeParse(JSON.parse(value));
      if (parsed.success) return parsed.data;
    } catch {
      // Reported below.
    }
    context.addIssue({
      code: 'custom',
      message: 'must be a JSON list of ICE servers, e.g. [{"urls":"stun:stun.example.org:3478"}]',
    });
    return z.NEVER;
  }),
  SMTP_URL: optionalText.pipe(
    z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
      })
      .optional(),
  ),
  MAIL_FROM: optionalText,
  APP_URL: optionalUrl,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  PUSH_ALLOW_LOOPBACK: trueOrFalse('false'),
});

/** Web Push (VAPID keys and subject), and whether push endpoints may be on loopback (tests only). */
export interface PushSettings {
  vapid: VapidDetails;
  /**
   * PUSH_ALLOW_LOOPBACK, for tests only: http:// endpoints on loopback are accepted (a stand-in push
   * service). Never in production, where every endpoint must be https on a public address.
   */
  allowLoopback: boolean;
}

/** Where uploaded files live: folders under DATA_DIR (or a shared mount), or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Unset: AWS itself (the region's endpoint). */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Unset: the SDK's usual sources (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** bucket in the path (MinIO, most self-hosted servers) rather than in the host name. */
      forcePathStyle: boolean;
    };

/**
 * Sign-up rules fixed at deploy time (SIGNUP_MODE, SIGNUP_EMAIL_DOMAINS). A rule given here wins over the
 * admin screen's, which shows it locked; a rule left unset is the admin's to choose (default: open, any domain).
 */
export interface SignupConfig {
  mode?: SignupMode;
  emailDomains?: string[];
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Login and register attempts allowed per IP per minute. */
  authRateLimitMax: number;
  /** Chat messages one user may send per 10 s, all tabs together (raised by benchmarks that send for many). */
  chatSendLimit: number;
  /** How often due-date reminders are looked for, in ms (the browser tests' server looks every second). */
  taskReminderIntervalMs: number;
  logLevel: string;
  /**
   * LOG_FORMAT, or when unset: pretty on a terminal outside production (a person is reading), JSON
   * otherwise (a log collector is).
   */
  logFormat: LogFormat;
  /** METRICS_ENABLED: /metrics in Prometheus' text format; undefined (the default) measures nothing. */
  metrics: MetricsSettings | undefined;
  /** Built web app to serve; undefined serves the API only. */
  webDistDir: string | undefined;
  /** Believe X-Forwarded-For (only behind a reverse proxy: otherwise anyone could dodge the rate limit). */
  trustProxy: boolean;
  /** Each user's documents quota, in bytes. */
  documentsQuotaBytes: number;
  /** The AI assistant's model services and daily quota. */
  assistant: AssistantSettings;
  /** STUN/TURN servers the movie room's voice peers use (ICE_SERVERS); none by default (a LAN needs none). */
  iceServers: IceServer[];
  /** REDIS_URL: several server processes share sockets, presence, limits and caches through it. */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel of this deployment (REDIS_KEY_PREFIX), so several can share one Redis. */
  redisKeyPrefix: string;
  storage: StorageConfig;
  signup: SignupConfig;
  /** SMTP_URL and MAIL_FROM: without them the app sends no mail (password resets go through an admin). */
  mail: MailSettings | undefined;
  /**
   * APP_URL: the address people open the app at, without a trailing slash. Links in mails use it (never the
   * request's Host header, which anyone can forge); links shown in the app use the request's address without it.
   */
  appUrl: string | undefined;
  push: PushSettings;
}

/** Where mail goes out: an SMTP server's URL (user and password in it) and the sender. */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/**
 * Reads the environment. JWT_SECRET, when not given, is generated once and kept in
 * DATA_DIR so that sessions survive restarts. `stdoutIsTerminal` chooses the log format when
 * LOG_FORMAT does not.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal: boolean = process.stdout.isTTY === true,
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const values = parsed.data;
  if (values.OPENAI_BASE_URL && !values.OPENAI_MODEL) {
    throw new Error(
      'Invalid configuration: OPENAI_MODEL: required when OPENAI_BASE_URL is set (the name of the model that server serves)',
    );
  }
  if (values.REDIS_URL && !values.JWT_SECRET) {
    // A generated secret lives in one DATA_DIR; processes on other machines would each make their own,
    // and a sign-in through one would be refused by the others.
    throw new Error(
      'Invalid configuration: JWT_SECRET: required when REDIS_URL is set (every server process must sign with the same secret)',
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const storage = storageConfig(values);
  const mail = mailSettings(values);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL || undefined,
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtExpiresIn: values.JWT_EXPIRES_IN,
    authRateLimitMax: values.AUTH_RATE_LIMIT_MAX,
    chatSendLimit: values.CHAT_SEND_LIMIT,
    taskReminderIntervalMs: values.TASK_REMINDER_INTERVAL_SECONDS * 1000,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (stdoutIsTerminal && values.NODE_ENV !== 'production' ? 'pretty' : 'json'),
    metrics: values.METRICS_ENABLED ? { token: values.METRICS_TOKEN } : undefined,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : undefined,
    trustProxy: values.TRUST_PROXY,
    documentsQuotaBytes: values.DOCUMENTS_QUOTA_MB * 1024 * 1024,
    assistant: {
      ollama: {
        url: values.OLLAMA_URL ?? ASSISTANT_DEFAULTS.ollamaUrl,
        model: values.OLLAMA_MODEL ?? ASSISTANT_DEFAULTS.ollamaModel,
        explicit: values.OLLAMA_URL !== undefined || values.OLLAMA_MODEL !== undefined,
      },
      openrouter: {
        apiKey: values.OPENROUTER_API_KEY,
        model: values.OPENROUTER_MODEL,
        baseUrl: values.OPENROUTER_BASE_URL,
      },
      sonar: { apiKey: values.PERPLEXITY_API_KEY, model: values.PERPLEXITY_MODEL, baseUrl: values.PERPLEXITY_BASE_URL },
      openai: { baseUrl: values.OPENAI_BASE_URL, apiKey: values.OPENAI_API_KEY, model: values.OPENAI_MODEL },
      localModelPath: values.AI_MODEL_PATH ? path.resolve(values.AI_MODEL_PATH) : undefined,
      dailyQuota: values.AI_DAILY_QUOTA,
    },
    iceServers: values.ICE_SERVERS,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    storage,
    signup: {
      ...(values.SIGNUP_MODE ? { mode: values.SIGNUP_MODE } : {}),
      ...(values.SIGNUP_EMAIL_DOMAINS ? { emailDomains: values.SIGNUP_EMAIL_DOMAINS } : {}),
    },
    mail,
    appUrl: values.APP_URL?.replace(/\/+$/, ''),
    push: pushSettings(values, dataDir),
  };
}

function pushSettings(values: z.infer<typeof envSchema>, dataDir: string): PushSettings {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
  if (!publicKey !== !privateKey) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither');
  }
  // Several processes sharing DATA_DIR (the deploy guide's shared mount) share the file too; processes with
  // a DATA_DIR each need the keys in the environment, or each would push with a pair of its own.
  const pair = publicKey && privateKey ? { publicKey, privateKey } : readOrCreateVapidKeys(dataDir);
  const problem = vapidKeyProblem(pair);
  if (problem) throw new Error(`Invalid configuration: ${problem}`);
  const appUrl = values.APP_URL?.replace(/\/+$/, '');
  // Push services may write to the subject about this server's pushes; APP_URL is the best guess.
  const subject = values.VAPID_SUBJECT ?? (appUrl?.startsWith('https://') ? appUrl : 'mailto:teamhub@localhost');
  return { vapid: { ...pair, subject }, allowLoopback: values.PUSH_ALLOW_LOOPBACK };
}

function mailSettings(values: z.infer<typeof envSchema>): MailSettings | undefined {
  if (!values.SMTP_URL) return undefined;
  // Mail servers refuse or bin mail from a sender they do not know, so there is no made-up default.
  if (!values.MAIL_FROM?.includes('@')) {
    throw new Error(
      'Invalid configuration: MAIL_FROM: required when SMTP_URL is set, e.g. "TeamHub <teamhub@example.com>"',
    );
  }
  // A link in a mail built from the request's Host header could point anywhere (anyone can send that header).
  if (!values.APP_URL) {
    throw new Error(
      'Invalid configuration: APP_URL: required when SMTP_URL is set (the address links in mails point to, e.g. https://team.example.com)',
    );
  }
  return { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM };
}

function storageConfig(values: z.infer<typeof envSchema>): StorageConfig {
  if (values.STORAGE === 'local') return { kind: 'local' };
  if (!values.S3_BUCKET) throw new Error('Invalid configuration: S3_BUCKET: required when STORAGE=s3');
  const keyId = values.S3_ACCESS_KEY_ID;
  const secret = values.S3_SECRET_ACCESS_KEY;
  if (!keyId !== !secret) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither');
  }
  return {
    kind: 's3',
    endpoint: values.S3_ENDPOINT,
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

function readOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
    throw new Error(
      `The secret in ${file} is shorter than ${MIN_SECRET_LENGTH} characters. Delete the file to have a new one made, or set JWT_SECRET.`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it first; then its secret is the one to use.
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
