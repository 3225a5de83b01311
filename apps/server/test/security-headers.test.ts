import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './helpers/api.js';
import { createTestApp, postJson, registerUser, uniqueCredentials, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** The Permissions-Policy header as a map of feature → allowlist. */
function permissions(header: unknown): Record<string, string> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(',')
      .map((entry) => entry.trim().split('=') as [string, string]),
  );
}

describeEachDatabase('security headers', ({ database }) => {
  let app: FastifyInstance;
  let webDistDir: string;
  let me: RegisteredUser;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'teamhub-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TeamHub</title>');
    ({ app } = await createTestApp(database(), { webDistDir }));
    await app.ready();
    me = await registerUser(app);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  describe('Cache-Control on API answers', () => {
    it.each([
      ['GET', '/api/auth/profile'],
      ['GET', '/api/profile'],
      ['GET', '/api/posts'],
      ['GET', '/api/notifications'],
      ['GET', '/api/chats/conversations'],
      ['GET', '/api/chats/users/search?query=a'],
      ['GET', '/api/no-such-route'],
    ] as const)('%s %s (signed in) is private, no-store', async (method, url) => {
      const response = await callApi(app, method, url, me.token);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('also on failures and on the sign-in answers, which carry a token', async () => {
      expect((await callApi(app, 'GET', '/api/profile', undefined)).headers['cache-control']).toBe('private, no-store');
      const registered = await postJson(app, '/api/auth/register', uniqueCredentials());
      expect(registered.statusCode).toBe(201);
      expect(registered.headers['cache-control']).toBe('private, no-store');
    });

    it('leaves the web app and uploads to their own caching', async () => {
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('Permissions-Policy', () => {
    it.each(['/movie-room', '/movie-room/abc', '/movie-room?room=42'])(
      'a document at %s may use the microphone on this origin, and nothing else',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        const policy = permissions(response.headers['permissions-policy']);
        expect(policy).toMatchObject({ microphone: '(self)', camera: '()', geolocation: '()', payment: '()' });
      },
    );

    it.each(['/', '/chat', '/profile', '/movie-roomx', '/api/health'])(
      '%s may not use the microphone, camera or location',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });
        const policy = permissions(response.headers['permissions-policy']);
        expect(policy).toMatchObject({ microphone: '()', camera: '()', geolocation: '()' });
      },
    );

    it('never denies what the feed and the player need (autoplay, fullscreen, picture-in-picture)', async () => {
      const policy = permissions((await app.inject({ method: 'GET', url: '/' })).headers['permissions-policy']);
      for (const feature of ['autoplay', 'fullscreen', 'picture-in-picture'])
        expect(policy).not.toHaveProperty(feature);
    });
  });

  describe('Content-Security-Policy', () => {
    /** The policy as a map of directive → its sources. */
    const directives = (header: unknown) => {
      expect(typeof header).toBe('string');
      return Object.fromEntries(
        String(header)
          .split(';')
          .map((entry) => entry.trim().split(/\s+/u))
          .filter(([name]) => name)
          .map(([name, ...sources]) => [name, sources]),
      ) as Record<string, string[]>;
    };

    it.each(['/movie-room', '/movie-room/abc', '/movie-room?room=42'])(
      'a document at %s may load media and fetch streams from any http(s) host, and nothing else changes',
      async (url) => {
        const strict = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
        const room = directives((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
        expect(room['media-src']).toEqual([...(strict['media-src'] ?? []), 'http:', 'https:']);
        expect(room['connect-src']).toEqual([...(strict['connect-src'] ?? []), 'http:', 'https:']);
        const others = (policy: Record<string, string[]>) =>
          Object.entries(policy).filter(([name]) => name !== 'media-src' && name !== 'connect-src');
        expect(others(room)).toEqual(others(strict));
        expect(room['script-src']).toEqual(["'self'"]);
      },
    );

    it.each(['/', '/chat', '/movie-roomx', '/api/health'])('%s keeps the strict policy', async (url) => {
      const policy = directives((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy['media-src']).toEqual(["'self'", 'blob:']);
      expect(policy['connect-src']).toEqual(["'self'"]);
    });
  });
});
