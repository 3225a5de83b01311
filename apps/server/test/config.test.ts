import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  let root: string;
  let dataDir: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'teamhub-config-'));
    dataDir = path.join(root, 'data');
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('creates a JWT secret in DATA_DIR once, then reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const secretFile = path.join(dataDir, 'jwt-secret');
    expect(first.dataDir).toBe(dataDir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(secretFile, 'utf8')).toBe(first.jwtSecret);
    if (process.platform !== 'win32') expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it('reads an existing secret file, ignoring surrounding whitespace', () => {
    const secret = 'x'.repeat(40);
    loadConfig({ DATA_DIR: dataDir });
    writeFileSync(path.join(dataDir, 'jwt-secret'), `${secret}\n`);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(secret);
  });

  it('refuses a secret file too short to sign with, saying what to do', () => {
    loadConfig({ DATA_DIR: dataDir });
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'short');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/shorter than 32 characters.*Delete the file/);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('prefers JWT_SECRET and then writes no secret file', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('applies defaults and parses numbers', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '8080', AUTH_RATE_LIMIT_MAX: '5', DATABASE_URL: '' });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      jwtExpiresIn: '7d',
      authRateLimitMax: 5,
      logLevel: 'info',
      webDistDir: undefined,
    });
  });

  it('rejects invalid settings with a readable message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: JWT_SECRET must be at least 32 characters/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads the assistant’s services: nothing but the built-in one unless told, an empty value meaning unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).assistant).toEqual({
      ollama: { url: 'http://127.0.0.1:11434', model: 'llama3.2', explicit: false },
      openrouter: { apiKey: undefined, model: 'openrouter/auto', baseUrl: 'https://openrouter.ai/api/v1' },
      sonar: { apiKey: undefined, model: 'sonar', baseUrl: 'https://api.perplexity.ai' },
      openai: { baseUrl: undefined, apiKey: undefined, model: undefined },
      localModelPath: undefined,
      dailyQuota: 100,
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      OLLAMA_MODEL: 'qwen2.5:7b',
      OPENROUTER_API_KEY: '',
      PERPLEXITY_API_KEY: 'pplx-key',
      OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
      OPENAI_MODEL: 'llama-3.2-3b',
      AI_MODEL_PATH: 'models/small.gguf',
      AI_DAILY_QUOTA: '20',
    });
    expect(config.assistant).toMatchObject({
      ollama: { url: 'http://127.0.0.1:11434', model: 'qwen2.5:7b', explicit: true },
      openrouter: { apiKey: undefined },
      sonar: { apiKey: 'pplx-key', model: 'sonar' },
      openai: { baseUrl: 'http://127.0.0.1:8080/v1', apiKey: undefined, model: 'llama-3.2-3b' },
      localModelPath: path.resolve('models/small.gguf'),
      dailyQuota: 20,
    });
  });

  it('reads the voice peers’ ICE servers as a JSON list, none by default, and refuses anything else readably', () => {
    const secret = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).iceServers).toEqual([]);
    expect(loadConfig({ ...secret, ICE_SERVERS: '' }).iceServers).toEqual([]);
    const servers = [
      { urls: 'stun:stun.example.org:3478' },
      { urls: ['turn:turn.example.org:3478'], username: 'team', credential: 'secret' },
    ];
    expect(loadConfig({ ...secret, ICE_SERVERS: JSON.stringify(servers) }).iceServers).toEqual(servers);
    for (const bad of ['stun:stun.example.org', '{"urls":"stun:x"}', '[{"url":"stun:x"}]', '[{"urls":""}]']) {
      expect(() => loadConfig({ ...secret, ICE_SERVERS: bad })).toThrow(
        /ICE_SERVERS: must be a JSON list of ICE servers/,
      );
    }
  });

  it('refuses an OpenAI-compatible server without its model, and addresses that are not http(s)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      /OPENAI_MODEL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, OLLAMA_URL: 'localhost:11434' })).toThrow(/OLLAMA_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, AI_DAILY_QUOTA: '0' })).toThrow(/AI_DAILY_QUOTA/);
  });

  it('keeps uploads on the local disk unless STORAGE=s3 names a bucket', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'local' });
    // S3 settings alone change nothing: STORAGE says where uploads go.
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'teamhub' }).storage).toEqual({ kind: 'local' });
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: 's3' })).toThrow(
      'Invalid configuration: S3_BUCKET: required when STORAGE=s3',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: ' ' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: 'disk' })).toThrow(/STORAGE/);
  });

  it('reads the S3 settings, with the defaults of a self-hosted server, and keys only as a pair', () => {
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'teamhub' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'teamhub',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: true,
    });
    const full = loadConfig({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio.lan:9000',
      S3_BUCKET: 'uploads',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(full.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio.lan:9000',
      bucket: 'uploads',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: false,
    });
    for (const oneKey of [{ S3_ACCESS_KEY_ID: 'key-id' }, { S3_SECRET_ACCESS_KEY: 'secret' }]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'teamhub', ...oneKey })).toThrow(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither',
      );
    }
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'teamhub', S3_ENDPOINT: 'minio.lan:9000' }),
    ).toThrow(/S3_ENDPOINT/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'teamhub', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('fixes the sign-up rules only when SIGNUP_MODE or SIGNUP_EMAIL_DOMAINS is set, and refuses bad values readably', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).signup).toEqual({});
    expect(loadConfig({ DATA_DIR: dataDir, SIGNUP_MODE: '', SIGNUP_EMAIL_DOMAINS: ' ' }).signup).toEqual({});
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SIGNUP_MODE: 'invite',
        SIGNUP_EMAIL_DOMAINS: 'Example.com, @team.example,,example.com',
      }).signup,
    ).toEqual({ mode: 'invite', emailDomains: ['example.com', 'team.example'] });
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGNUP_MODE: 'private' })).toThrow(
      /SIGNUP_MODE: must be open, invite or closed/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGNUP_EMAIL_DOMAINS: 'example.com, not a domain' })).toThrow(
      /SIGNUP_EMAIL_DOMAINS: must be a comma-separated list of domains/,
    );
  });

  it('sends no mail without SMTP_URL, and with it needs MAIL_FROM and APP_URL (links in mails never come from a Host header)', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ mail: undefined, appUrl: undefined });
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: '', MAIL_FROM: 'x@example.com' }).mail).toBeUndefined();
    const smtp = { DATA_DIR: dataDir, SMTP_URL: 'smtp://user:pass@mail.example.com:587' };
    expect(() => loadConfig(smtp)).toThrow(/MAIL_FROM: required when SMTP_URL is set/);
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'TeamHub <teamhub@example.com>' })).toThrow(
      /APP_URL: required when SMTP_URL is set/,
    );
    const config = loadConfig({
      ...smtp,
      MAIL_FROM: 'TeamHub <teamhub@example.com>',
      APP_URL: 'https://team.example.com/',
    });
    expect(config.mail).toEqual({ smtpUrl: smtp.SMTP_URL, from: 'TeamHub <teamhub@example.com>' });
    expect(config.appUrl).toBe('https://team.example.com');
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://10.0.0.5:3000' }).appUrl).toBe('http://10.0.0.5:3000');
  });

  it('refuses an SMTP_URL that is not smtp(s):// and an APP_URL that is not http(s)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, APP_URL: 'team.example.com' })).toThrow(/APP_URL/);
  });

  it('serves no metrics unless METRICS_ENABLED, and takes only a long METRICS_TOKEN', () => {
    const token = 'a'.repeat(16);
    expect(loadConfig({ DATA_DIR: dataDir }).metrics).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: token }).metrics).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_ENABLED: 'true' }).metrics).toEqual({ token: undefined });
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_ENABLED: '1', METRICS_TOKEN: '' }).metrics).toEqual({
      token: undefined,
    });
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_ENABLED: 'true', METRICS_TOKEN: token }).metrics).toEqual({ token });
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_ENABLED: 'yes' })).toThrow(/METRICS_ENABLED/);
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  it('writes pretty logs to a terminal outside production, JSON otherwise, unless LOG_FORMAT says', () => {
    const format = (env: NodeJS.ProcessEnv, terminal: boolean) =>
      loadConfig({ DATA_DIR: dataDir, ...env }, terminal).logFormat;
    expect(format({}, true)).toBe('pretty');
    expect(format({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(format({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(format({}, false)).toBe('json');
    expect(format({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(format({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(() => format({ LOG_FORMAT: 'text' }, true)).toThrow(/LOG_FORMAT: must be pretty or json/);
  });
});

describe('loadConfig: Web Push', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-config-push-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a VAPID key pair in DATA_DIR once, then reuses it; loopback endpoints stay refused', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).push;
    const keyFile = path.join(dataDir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(keyFile, 'utf8'))).toEqual({
      publicKey: first.vapid.publicKey,
      privateKey: first.vapid.privateKey,
    });
    if (process.platform !== 'win32') expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(first.allowLoopback).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir }).push.vapid).toEqual(first.vapid);
  });

  it('prefers VAPID_* from the environment and writes no key file', () => {
    const keys = webPush.generateVAPIDKeys();
    const { push } = loadConfig({
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
      PUSH_ALLOW_LOOPBACK: 'true',
    });
    expect(push).toEqual({ vapid: { ...keys, subject: 'mailto:ops@example.com' }, allowLoopback: true });
    expect(() => statSync(path.join(dataDir, 'vapid-keys.json'))).toThrow();
  });

  it('refuses half a key pair, keys that are not P-256, and a subject push services cannot use', () => {
    const keys = webPush.generateVAPIDKeys();
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/set both, or neither/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY must be a base64url P-256 public key/);
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'ops@example.com' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/,
    );
  });

  it('uses APP_URL as the subject when it is https', () => {
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'https://team.example.com/' }).push.vapid.subject).toBe(
      'https://team.example.com',
    );
  });
});
