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
});
