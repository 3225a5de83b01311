import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { urlForLog } from '../src/lib/log-serializers.js';
import { callApi, en, expectFailure } from './helpers/api.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** Personal data that a failing query carries as a parameter. */
const PERSONAL = 'minh.private@example.com';

/** A pino destination that keeps every line, parsed. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  return {
    stream: {
      write(line: string) {
        raw += line;
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    lines,
    raw: () => raw,
    clear() {
      lines.length = 0;
      raw = '';
    },
  };
}

describe('urlForLog', () => {
  it.each([
    ['/api/chats/files/a/b.pdf?t=secret', '/api/chats/files/a/b.pdf?t=[REDACTED]'],
    ['/x?download=1&t=secret&v=2', '/x?download=1&t=[REDACTED]&v=2'],
    ['/x?%74=secret', '/x?%74=[REDACTED]'],
    ['/x?tt=keep&t', '/x?tt=keep&t'],
    ['/x', '/x'],
  ])('%s → %s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});

describeEachDatabase('what the logs keep', ({ database }) => {
  let app: FastifyInstance;
  let alice: RegisteredUser;
  const log = captureLog();

  beforeAll(async () => {
    ({ app } = await createTestApp(database(), { logStream: log.stream }));
    const { db } = database();
    // A real database failure through the real error handler: the email goes to PostgreSQL as a
    // parameter, which refuses it as a uuid and quotes it in its message.
    app.get('/api/test/failing-query', async () => db.execute(sql`SELECT ${PERSONAL}::uuid AS id`));
    await app.ready();
    alice = await registerUser(app);
  });
  beforeEach(() => log.clear());
  afterAll(async () => {
    await app?.close();
  });

  it('logs a failed query without its parameters or the values PostgreSQL quotes', async () => {
    expectFailure(await callApi(app, 'GET', '/api/test/failing-query', alice.token), 500, en('common.internal'));
    const failure = log.lines.find((line) => line.msg === 'request failed');
    expect(failure, log.raw()).toBeDefined();
    expect(failure?.err).toMatchObject({
      database: { code: '22P02' },
      query: expect.stringContaining('$1::uuid') as unknown,
      stack: expect.stringContaining(' at ') as unknown,
    });
    expect(log.raw()).not.toContain(PERSONAL);
    expect(log.raw()).not.toContain('params:');
  });

  it('keeps the signed-link token out of the request log, as the Authorization header', async () => {
    const token = `secret-${randomUUID()}`;
    await callApi(app, 'GET', `/api/chats/files/${randomUUID()}/notes.txt?t=${token}&download=1`, undefined);
    await callApi(app, 'GET', `/api/chats/files/${randomUUID()}/notes.txt?%74=${token}`, undefined);
    const urls = log.lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\?t=\[REDACTED\]&download=1$/),
        expect.stringMatching(/\?%74=\[REDACTED\]$/),
      ]),
    );
    expect(log.raw()).not.toContain(token);
    expect(log.raw()).not.toContain(alice.token);
  });
});
