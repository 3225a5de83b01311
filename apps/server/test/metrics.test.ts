import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MessageView } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './helpers/api.js';
import { listeningTestApp, nextEvent, openDirect, registerUsers, sendText } from './helpers/chat.js';
import { familiesOf, metricsText, sample, scrape } from './helpers/metrics.js';
import { createTestApp, registerUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const TOKEN = randomBytes(24).toString('hex');
const ELSEWHERE = '203.0.113.9';

/** What a scrape must always show: Node's and the process's defaults and every family of our own. */
const EXPECTED_FAMILIES = [
  'process_resident_memory_bytes',
  'process_cpu_seconds_total',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_gc_duration_seconds',
  'nodejs_heap_size_used_bytes',
  'teamhub_http_request_duration_seconds',
  'teamhub_socket_connections',
  'teamhub_socket_events_received_total',
  'teamhub_socket_events_emitted_total',
  'teamhub_chat_delivery_seconds',
  'teamhub_db_query_duration_seconds',
];
const POOL_FAMILIES = [
  'teamhub_db_pool_acquire_seconds',
  'teamhub_db_pool_connections',
  'teamhub_db_pool_waiting_requests',
];

describeEachDatabase('metrics', ({ database, target }) => {
  const onPostgres = target.name === 'PostgreSQL';

  describe('off (the default)', () => {
    let app: FastifyInstance;
    let webDistDir: string;
    beforeAll(async () => {
      // With a built web app, whose history fallback answers any other GET with its page.
      webDistDir = mkdtempSync(path.join(tmpdir(), 'teamhub-web-'));
      writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TeamHub</title>');
      ({ app } = await createTestApp(database(), { webDistDir }));
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      rmSync(webDistDir, { recursive: true, force: true });
    });

    it('answers 404 at /metrics, not the web app page', async () => {
      const response = await scrape(app);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('<title>');
      // The fallback still serves the app's own paths.
      expect((await app.inject({ method: 'GET', url: '/chat' })).body).toContain('<title>TeamHub</title>');
    });
  });

  describe('on, without a token', () => {
    const served = listeningTestApp(database, { metrics: { token: undefined } });

    it('serves the Prometheus text format to loopback, with every metric family', async () => {
      const families = familiesOf(await metricsText(served.app));
      expect(families).toEqual(expect.arrayContaining(EXPECTED_FAMILIES));
      if (onPostgres) expect(families).toEqual(expect.arrayContaining(POOL_FAMILIES));
      else for (const family of POOL_FAMILIES) expect(families).not.toContain(family);
      const response = await scrape(served.app);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('refuses other addresses, and loopback connections a proxy forwarded, with 403', async () => {
      expect((await scrape(served.app, { remoteAddress: ELSEWHERE })).statusCode).toBe(403);
      // A reverse proxy on this machine connects from loopback for every visitor.
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const response = await scrape(served.app, { headers: { [header]: '127.0.0.1' } });
        expect(response.statusCode, header).toBe(403);
      }
      expect((await scrape(served.app, { remoteAddress: '::1' })).statusCode).toBe(200);
    });

    it('times a request under its route pattern, never its URL', async () => {
      const reader = await registerUser(served.app);
      const postId = randomUUID();
      const series = (status: string) =>
        `teamhub_http_request_duration_seconds_count{route="/api/posts/:postId",method="GET",status_class="${status}"}`;
      const before = sample(await metricsText(served.app), series('4xx')) ?? 0;
      const response = await callApi(served.app, 'GET', `/api/posts/${postId}`, reader.token);
      expect(response.statusCode).toBe(404);
      const text = await metricsText(served.app);
      expect(sample(text, series('4xx'))).toBe(before + 1);
      expect(text).not.toContain(postId);
      // A path no route matches is one series, whatever the path.
      await served.app.inject({ method: 'GET', url: `/api/no-such-thing/${postId}` });
      const unmatched = await metricsText(served.app);
      expect(unmatched).toContain('route="(no route)",method="GET",status_class="4xx"');
      expect(unmatched).not.toContain(postId);
    });

    it('times database statements at the driver, and on PostgreSQL the pool', async () => {
      const selects = 'teamhub_db_query_duration_seconds_count{operation="select"}';
      const before = await metricsText(served.app);
      await registerUser(served.app);
      const after = await metricsText(served.app);
      expect(sample(after, selects)).toBeGreaterThan(sample(before, selects) ?? 0);
      expect(sample(after, 'teamhub_db_query_duration_seconds_count{operation="insert"}')).toBeGreaterThan(0);
      if (onPostgres) {
        // PGlite sends BEGIN and COMMIT itself, below the methods that are timed.
        expect(sample(after, 'teamhub_db_query_duration_seconds_count{operation="transaction"}')).toBeGreaterThan(0);
        expect(sample(after, 'teamhub_db_pool_acquire_seconds_count')).toBeGreaterThan(
          sample(before, 'teamhub_db_pool_acquire_seconds_count') ?? 0,
        );
        expect(sample(after, 'teamhub_db_pool_waiting_requests')).toBe(0);
        expect(sample(after, 'teamhub_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
      }
    });

    it('counts sockets and their events per namespace, and times chat delivery', async () => {
      const [alice, bob] = await registerUsers(served.app, 2);
      const conversation = await openDirect(served.app, alice, bob);
      const chatSeries = (name: string) => `${name}{namespace="/chat"}`;
      const before = await metricsText(served.app);
      const aliceSocket = await served.sockets.connect(alice);
      const bobSocket = await served.sockets.connect(bob);
      const arrived = nextEvent<MessageView>(bobSocket, 'new-message');
      await sendText(aliceSocket, conversation.id, 'measured');
      expect((await arrived).content).toBe('measured');

      const after = await metricsText(served.app);
      expect(sample(after, chatSeries('teamhub_socket_connections'))).toBe(2);
      expect(sample(after, 'teamhub_socket_connections{namespace="/projects"}')).toBe(0);
      const received = chatSeries('teamhub_socket_events_received_total');
      expect(sample(after, received)).toBe((sample(before, received) ?? 0) + 1);
      // Each welcome (`connected`) and Bob's new-message, at least.
      const emitted = chatSeries('teamhub_socket_events_emitted_total');
      expect(sample(after, emitted)).toBeGreaterThanOrEqual((sample(before, emitted) ?? 0) + 3);
      const delivered = 'teamhub_chat_delivery_seconds_count';
      expect(sample(after, delivered)).toBe((sample(before, delivered) ?? 0) + 1);
    });
  });

  describe('on, with METRICS_TOKEN', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await createTestApp(database(), { metrics: { token: TOKEN } }));
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('answers 401 without the token or with a wrong one, even from loopback', async () => {
      const missing = await scrape(app);
      expect(missing.statusCode).toBe(401);
      expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
      for (const authorization of [`Bearer ${TOKEN.slice(1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
        expect((await scrape(app, { headers: { authorization } })).statusCode, authorization).toBe(401);
      }
    });

    it('serves the token bearer from any address', async () => {
      const text = await metricsText(app, { remoteAddress: ELSEWHERE, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(familiesOf(text)).toEqual(expect.arrayContaining(EXPECTED_FAMILIES));
    });
  });
});
