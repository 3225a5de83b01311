import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('the built web app', ({ database }) => {
  let app: FastifyInstance;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'teamhub-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TeamHub</title>');
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'assets', 'FeedPage-abc123.js'), 'export const FeedPage = 1;');
    writeFileSync(path.join(webDistDir, 'sw.js'), 'self.addEventListener("push", () => {});');
    writeFileSync(path.join(webDistDir, 'manifest.webmanifest'), '{"name":"TeamHub"}');
    ({ app } = await createTestApp(database(), { webDistDir }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers a page of the app at any path it routes, with index.html', async () => {
    for (const url of ['/', '/chat', '/profile/123', '/projects?view=mine']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>TeamHub</title>');
    }
  });

  it('serves a built script, and answers 404 for one that is gone (a tab open across a deploy)', async () => {
    const present = await app.inject({ method: 'GET', url: '/assets/FeedPage-abc123.js' });
    expect(present.statusCode).toBe(200);
    expect(present.headers['content-type']).toMatch(/javascript/);
    const gone = await app.inject({ method: 'GET', url: '/assets/FeedPage-old999.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<title>TeamHub</title>');
  });

  it('serves the service worker from the root, revalidated on every load so a deploy reaches every tab', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // At the root it controls the whole site without a Service-Worker-Allowed header.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the web app manifest with its own type, revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets pages load a worker and a manifest from this origin only', async () => {
    const policy = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});
