import { LIMITS, type AiConversationAnswer } from '@teamhub/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, expectData } from './helpers/api.js';
import {
  ask,
  assistantSettings,
  chunkText,
  lastEvent,
  listeningApp,
  newConversationId,
  ollamaAt,
  openStream,
  type ListeningApp,
} from './helpers/assistant.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { startOllama } from './stand-ins/ollama.mjs';

type Ollama = Awaited<ReturnType<typeof startOllama>>;

/** The messages the stand-in received in its `index`th chat request. */
function sentMessages(ollama: Ollama, index: number): { role: string; content: string }[] {
  const chats = ollama.requests.filter((request) => request.path === '/api/chat');
  return chats[index]?.body.messages ?? [];
}

describeEachDatabase('assistant: the answer stream', ({ database }) => {
  let ollama: Ollama;
  let server: ListeningApp;

  beforeAll(async () => {
    ollama = await startOllama();
    server = await listeningApp(database(), assistantSettings(ollamaAt(ollama.url)));
  });
  beforeEach(() => ollama.reset());
  afterAll(async () => {
    await server?.close();
    await ollama?.close();
  });

  it('streams the chunks in order, then done with the model, the service and the time taken', async () => {
    ollama.controls.reply = ['Xin', ' chào', ', tôi', ' là', ' Hypo'];
    const events = await ask(server.baseUrl, server.me.token, { message: 'Chào bạn' });
    expect(events.slice(0, -1)).toEqual(ollama.controls.reply.map((content) => ({ type: 'chunk', content })));
    const done = lastEvent(events);
    expect(done).toMatchObject({ type: 'done', modelUsed: 'llama3.2', service: 'ollama' });
    expect(done.type === 'done' && Number.isInteger(done.processingTime)).toBe(true);
  });

  it('answers as an event stream that nothing buffers or compresses, with the app’s security headers', async () => {
    const opened = await openStream(
      server.baseUrl,
      server.me.token,
      { message: 'Hello', conversationId: newConversationId() },
      { 'accept-encoding': 'gzip, br' },
    );
    await opened.all();
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(opened.headers['cache-control']).toContain('no-cache');
    expect(opened.headers['cache-control']).toContain('no-store');
    expect(opened.headers['x-accel-buffering']).toBe('no');
    expect(opened.headers['content-encoding']).toBeUndefined();
    // helmet's (set before the route) and the app's own (set by the stream itself).
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.headers['content-security-policy']).toContain("default-src 'self'");
    expect(opened.headers['permissions-policy']).toContain('camera=()');
  });

  it('sends the system prompt, the earlier turns and the question: a follow-up carries the first Q&A', async () => {
    const conversationId = newConversationId();
    ollama.controls.reply = ['Paris', ' is the capital.'];
    await ask(server.baseUrl, server.me.token, { conversationId, message: 'Capital of France?' });
    ollama.controls.reply = ['About 2 million.'];
    await ask(server.baseUrl, server.me.token, { conversationId, message: 'And its population?' });

    const first = sentMessages(ollama, 0);
    expect(first[0]?.role).toBe('system');
    expect(first[0]?.content).toContain('Hypo');
    expect(first[0]?.content).toContain('English');
    expect(first.at(-1)).toEqual({ role: 'user', content: 'Capital of France?' });
    const second = sentMessages(ollama, 1).filter((message) => message.role !== 'system');
    expect(second).toEqual([
      { role: 'user', content: 'Capital of France?' },
      { role: 'assistant', content: 'Paris is the capital.' },
      { role: 'user', content: 'And its population?' },
    ]);
  });

  it('answers in the reader’s language: the system prompt says Vietnamese for vi', async () => {
    await ask(server.baseUrl, server.me.token, { message: 'Xin chào' }, { 'accept-language': 'vi' });
    expect(sentMessages(ollama, 0)[0]?.content).toContain('Vietnamese');
  });

  it('sends only the newest earlier messages that fit the context size', async () => {
    const conversationId = newConversationId();
    const long = (letter: string) => letter.repeat(LIMITS.assistant.messageMaxChars - 10);
    // Four turns of about 4,000 + 2,000 characters: more than the 12,000 the context holds.
    ollama.controls.reply = ['r'.repeat(2_000)];
    for (const letter of ['a', 'b', 'c', 'd']) {
      await ask(server.baseUrl, server.me.token, { conversationId, message: long(letter) });
    }
    await ask(server.baseUrl, server.me.token, { conversationId, message: 'Which letters did I send?' });

    const sent = sentMessages(ollama, 4).filter((message) => message.role !== 'system');
    const history = sent.slice(0, -1);
    const historyChars = history.reduce((sum, message) => sum + message.content.length, 0);
    expect(historyChars).toBeLessThanOrEqual(LIMITS.assistant.contextMaxChars);
    // The newest turns are kept whole, the oldest dropped.
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'r'.repeat(2_000) });
    expect(history.at(-2)).toEqual({ role: 'user', content: long('d') });
    expect(history.some((message) => message.content === long('a'))).toBe(false);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Which letters did I send?' });
  });

  it('stops the model when the reader goes away, and keeps what was said for the next question', async () => {
    const conversationId = newConversationId();
    ollama.controls.reply = ['Once', ' upon', ' a', ' time'];
    ollama.controls.hold = true;
    ollama.controls.holdAfterChunks = 2;
    const opened = await openStream(server.baseUrl, server.me.token, { conversationId, message: 'Tell a story' });
    expect(opened.status).toBe(200);
    const events = await opened.waitForEvents(2);
    expect(events).toEqual([
      { type: 'chunk', content: 'Once' },
      { type: 'chunk', content: ' upon' },
    ]);
    opened.destroy();
    // The model's own request is closed from our side (the stand-in saw the client go away).
    await ollama.waitFor(() => ollama.requests.some((request) => request.path === '/api/chat' && request.aborted));

    // The partial answer is saved (it is written just after the abort: wait for it, without sleeping).
    const url = `/api/ai/hypo/conversation/${conversationId}`;
    await expect
      .poll(async () => (await callApi(server.built.app, 'GET', url, server.me.token)).statusCode, { timeout: 20_000 })
      .toBe(200);
    const saved = expectData<AiConversationAnswer>(await callApi(server.built.app, 'GET', url, server.me.token));
    expect(saved.messages.map(({ role, content, modelUsed }) => ({ role, content, modelUsed }))).toEqual([
      { role: 'user', content: 'Tell a story', modelUsed: null },
      { role: 'assistant', content: 'Once upon', modelUsed: 'llama3.2' },
    ]);
  });

  it('holds only the first request carrying a text when told so: Stop, then Retry gets the whole answer', async () => {
    ollama.controls.hold = true;
    ollama.controls.holdOnlyFirstWith = 'retry me';
    ollama.controls.reply = ['All', ' of', ' it'];
    const first = await openStream(server.baseUrl, server.me.token, {
      conversationId: newConversationId(),
      message: 'please retry me',
    });
    await first.waitForEvents(1);
    first.destroy();
    await ollama.waitFor(() => ollama.requests.some((request) => request.aborted));
    const again = await ask(server.baseUrl, server.me.token, { message: 'please retry me' });
    expect(chunkText(again)).toBe('All of it');
    expect(lastEvent(again).type).toBe('done');
  });

  describe('with no model configured', () => {
    let plain: ListeningApp;
    beforeAll(async () => {
      plain = await listeningApp(database(), {});
    });
    afterAll(async () => {
      await plain?.close();
    });

    it('answers from the built-in assistant', async () => {
      const events = await ask(plain.baseUrl, plain.me.token, { message: 'What can you do?' });
      expect(chunkText(events).length).toBeGreaterThan(0);
      expect(lastEvent(events)).toMatchObject({ type: 'done', modelUsed: 'builtin', service: 'builtin' });
    });
  });
});
