import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import { describeEachDatabase, type OpenedTestDatabase } from './helpers/test-databases.js';
import { connectTestRedis, describeWithRedis, dropTestRedis } from './helpers/test-redis.js';

/** A pino destination that keeps every line, parsed. */
function captureLog() {
  const lines: { msg?: string; checks?: unknown }[] = [];
  return { stream: { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) }, lines };
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describeEachDatabase('health probes', ({ database, target }) => {
  describe('on a healthy server with the web app built', () => {
    let app: FastifyInstance;
    let webDistDir: string;
    beforeAll(async () => {
      webDistDir = mkdtempSync(path.join(tmpdir(), 'teamhub-web-'));
      writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TeamHub</title>');
      ({ app } = await createTestApp(database(), { webDistDir }));
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      rmSync(webDistDir, { recursive: true, force: true });
    });

    it('/healthz answers 200 (HEAD too), uncached', async () => {
      const response = await get(app, '/healthz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    });

    it('/readyz answers 200 naming each check, not the web app page', async () => {
      const response = await get(app, '/readyz');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    });

    it('keeps GET /api/health as it was', async () => {
      const response = await get(app, '/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: database().kind } });
    });
  });

  describe('on a database of its own, to break', () => {
    let opened: OpenedTestDatabase;
    let app: FastifyInstance;
    const log = captureLog();
    beforeAll(async () => {
      opened = await target.open();
      ({ app } = await createTestApp(opened.handle, { logStream: log.stream }));
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await opened?.teardown();
    });

    it('/readyz answers 503 naming migrations when the newest one is missing', async () => {
      const { db } = opened.handle;
      const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
      await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${newest}`);
      const response = await get(app, '/readyz');
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        notReady: ['migrations'],
        checks: { database: 'ok', migrations: 'pending' },
      });
    });

    it('/readyz answers 503 naming the database once it is closed, logging the change once; /healthz still 200', async () => {
      await opened.handle.close();
      for (let probe = 0; probe < 3; probe += 1) {
        const response = await get(app, '/readyz');
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toEqual({
          status: 'not ready',
          notReady: ['database', 'migrations'],
          checks: { database: 'failed', migrations: 'failed' },
        });
      }
      // One line when the migrations went missing (ready → not ready); none since (still not ready).
      expect(log.lines.filter((line) => line.msg === 'not ready')).toHaveLength(1);
      expect((await get(app, '/healthz')).statusCode).toBe(200);
    });
  });
});

describeWithRedis('health probes with Redis', (redisUrl) => {
  describeEachDatabase('readiness', ({ database }) => {
    it('/readyz checks Redis: 200 while it answers PING, 503 naming it once it does not', async () => {
      const redis = await connectTestRedis(redisUrl);
      const { app } = await createTestApp(database(), { redis });
      try {
        await app.ready();
        const ready = await get(app, '/readyz');
        expect(ready.statusCode, ready.body).toBe(200);
        expect(ready.json()).toMatchObject({ checks: { redis: 'ok' } });
        redis.disconnect();
        const notReady = await get(app, '/readyz');
        expect(notReady.statusCode, notReady.body).toBe(503);
        expect(notReady.json()).toMatchObject({ notReady: ['redis'], checks: { database: 'ok', redis: 'failed' } });
        // Back, so the app can leave the cluster as it closes.
        await redis.connect();
        expect((await get(app, '/readyz')).statusCode).toBe(200);
      } finally {
        await app.close();
        await dropTestRedis(redis);
      }
    });
  });
});
