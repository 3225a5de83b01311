import { LIMITS, aiRefusalSchema, type AiRefusal } from '@teamhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, expectFailure, vi } from './helpers/api.js';
import { lastEvent, listeningApp, newConversationId, openStream, type ListeningApp } from './helpers/assistant.js';
import { registerUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const SECOND = 1000;

/** A clock the test sets: server local time, as the quota day is. */
function settableClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(date: Date) {
      current = date.getTime();
    },
    advance(ms: number) {
      current += ms;
    },
  };
}

async function refusal(server: ListeningApp, token: string, language = 'en') {
  const opened = await openStream(
    server.baseUrl,
    token,
    { message: 'One more?', conversationId: newConversationId() },
    { 'accept-language': language },
  );
  const body = await opened.text();
  return { status: opened.status, retryAfter: opened.headers['retry-after'], headers: opened.headers, body };
}

/** Asks once and expects the stream to be let through. */
async function allowed(server: ListeningApp, token: string) {
  const opened = await openStream(server.baseUrl, token, { message: 'Hi', conversationId: newConversationId() });
  expect(opened.status).toBe(200);
  expect(lastEvent(await opened.all()).type).toBe('done');
}

function parsedRefusal(body: string): AiRefusal {
  return aiRefusalSchema.parse(JSON.parse(body));
}

describeEachDatabase('assistant: our own limits and the request checks', ({ database }) => {
  describe('the per-user rate limit', () => {
    const clock = settableClock(new Date(2030, 0, 15, 12, 0));
    let server: ListeningApp;
    beforeAll(async () => {
      server = await listeningApp(
        database(),
        { rateLimit: { max: LIMITS.assistant.rateLimitMax, windowMs: LIMITS.assistant.rateLimitWindowMs } },
        { now: clock.now },
      );
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers 429 rate_limited with Retry-After after 5 questions in 30 seconds, per user', async () => {
      for (let index = 0; index < LIMITS.assistant.rateLimitMax; index += 1) {
        await allowed(server, server.me.token);
        clock.advance(SECOND);
      }
      const refused = await refusal(server, server.me.token);
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      // The first question leaves the window 30 s after it was asked: 25 s from now.
      expect(refused.retryAfter).toBe('25');
      expect(parsedRefusal(refused.body)).toEqual({
        success: false,
        errorType: 'rate_limited',
        message: en('assistant.error.rate_limited'),
        suggestion: en('assistant.suggestion.rate_limited'),
      });
      // Someone else is not held back.
      const other = await registerUser(server.built.app);
      await allowed(server, other.token);
      // Once the oldest question leaves the window, one more is let through.
      clock.advance(25 * SECOND);
      await allowed(server, server.me.token);
      expect((await refusal(server, server.me.token, 'vi')).body).toContain(vi('assistant.error.rate_limited'));
    });
  });

  describe('the daily quota', () => {
    const clock = settableClock(new Date(2030, 0, 15, 6, 58));
    let server: ListeningApp;
    beforeAll(async () => {
      server = await listeningApp(database(), { dailyQuota: 2 }, { now: clock.now });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers 429 quota_exceeded past the quota, and a new day begins at 7:00 server time', async () => {
      await allowed(server, server.me.token);
      await allowed(server, server.me.token);
      const refused = await refusal(server, server.me.token);
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe('120');
      expect(parsedRefusal(refused.body)).toMatchObject({
        errorType: 'quota_exceeded',
        message: en('assistant.error.quota_exceeded'),
        suggestion: en('assistant.suggestion.quotaResetsToday'),
      });

      clock.set(new Date(2030, 0, 15, 6, 59, 59));
      expect((await refusal(server, server.me.token)).status).toBe(429);
      clock.set(new Date(2030, 0, 15, 7, 0));
      await allowed(server, server.me.token);
      await allowed(server, server.me.token);
      const tomorrow = await refusal(server, server.me.token);
      expect(tomorrow.status).toBe(429);
      expect(tomorrow.retryAfter).toBe(String(24 * 60 * 60));
      expect(parsedRefusal(tomorrow.body).suggestion).toBe(en('assistant.suggestion.quota_exceeded'));
    });

    it('counts each user on their own', async () => {
      clock.set(new Date(2030, 0, 16, 12, 0));
      const other = await registerUser(server.built.app);
      await allowed(server, other.token);
      await allowed(server, other.token);
      expect((await refusal(server, other.token)).status).toBe(429);
      await allowed(server, server.me.token);
    });

    it('never lets more than the quota through when questions arrive at once', async () => {
      clock.set(new Date(2030, 0, 17, 12, 0));
      const other = await registerUser(server.built.app);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          openStream(server.baseUrl, other.token, { message: 'Hi', conversationId: newConversationId() }),
        ),
      );
      await Promise.all(answers.map((answer) => answer.text()));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429, 429]);
    });
  });

  describe('checks before anything is counted', () => {
    let server: ListeningApp;
    beforeAll(async () => {
      server = await listeningApp(database(), { rateLimit: { max: 1, windowMs: 30_000 } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it.each([
      ['a blank message', { message: '   ' }, 'assistant.messageRequired'],
      ['no message', { message: undefined }, 'assistant.messageRequired'],
      ['a message over 4000 characters', { message: 'x'.repeat(4_001) }, 'assistant.messageTooLong'],
      ['a malformed conversation id', { conversationId: 'conv_1_UPPER' }, 'assistant.conversationIdInvalid'],
      ['an unknown model', { selectedModel: 'gpt-9' }, undefined],
    ] as const)('answers 400 for %s, with the rule as the message', async (_case, change, key) => {
      const opened = await openStream(server.baseUrl, server.me.token, {
        message: 'Hello',
        conversationId: newConversationId(),
        ...change,
      });
      expect(opened.status).toBe(400);
      const body = JSON.parse(await opened.text()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      if (key) expect(body.message).toBe(en(key));
      else expect(body.message.length).toBeGreaterThan(0);
    });

    it('answers in the reader’s language', async () => {
      const opened = await openStream(
        server.baseUrl,
        server.me.token,
        { message: ' ', conversationId: newConversationId() },
        { 'accept-language': 'vi' },
      );
      expect(opened.status).toBe(400);
      expect(JSON.parse(await opened.text())).toMatchObject({ message: vi('assistant.messageRequired') });
    });

    it('did not count the refused requests: the one question allowed still goes through', async () => {
      await allowed(server, server.me.token);
    });

    it.each([
      ['GET', '/api/ai/hypo/health'],
      ['POST', '/api/ai/hypo/chat-stream'],
      ['GET', `/api/ai/hypo/conversation/${newConversationId()}`],
      ['DELETE', `/api/ai/hypo/conversation/${newConversationId()}`],
    ] as const)('%s %s answers 401 without a token', async (method, url) => {
      const response = await server.built.app.inject({
        method,
        url,
        headers: { 'accept-language': 'en' },
        ...(method === 'POST' ? { payload: { message: 'Hi', conversationId: newConversationId() } } : {}),
      });
      expectFailure(response, 401, en('auth.required'));
    });
  });
});
