import { LIMITS, type AiConversationAnswer } from '@teamhub/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import {
  ask,
  assistantSettings,
  listeningApp,
  newConversationId,
  ollamaAt,
  type ListeningApp,
} from './helpers/assistant.js';
import { registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { startOllama } from './stand-ins/ollama.mjs';

const conversationUrl = (id: string) => `/api/ai/hypo/conversation/${id}`;

describeEachDatabase('assistant: conversations kept on the server', ({ database }) => {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  let ollama: Awaited<ReturnType<typeof startOllama>>;
  let server: ListeningApp;
  let other: RegisteredUser;

  beforeAll(async () => {
    ollama = await startOllama({ reply: ['Sure', '.'] });
    server = await listeningApp(database(), assistantSettings(ollamaAt(ollama.url)), { now });
    other = await registerUser(server.built.app);
  });
  beforeEach(() => ollama.reset());
  afterAll(async () => {
    await server?.close();
    await ollama?.close();
  });

  const read = (user: RegisteredUser, id: string) => callApi(server.built.app, 'GET', conversationUrl(id), user.token);
  const remove = (user: RegisteredUser, id: string) =>
    callApi(server.built.app, 'DELETE', conversationUrl(id), user.token);

  it('gives the owner the conversation in order, with the model of each answer', async () => {
    const id = newConversationId();
    await ask(server.baseUrl, server.me.token, { conversationId: id, message: 'First?' });
    await ask(server.baseUrl, server.me.token, { conversationId: id, message: 'Second?', selectedModel: 'builtin' });
    const answer = expectData<AiConversationAnswer>(await read(server.me, id));
    expect(answer.conversationId).toBe(id);
    expect(answer.messages.map(({ role, modelUsed }) => ({ role, modelUsed }))).toEqual([
      { role: 'user', modelUsed: null },
      { role: 'assistant', modelUsed: 'llama3.2' },
      { role: 'user', modelUsed: null },
      { role: 'assistant', modelUsed: 'builtin' },
    ]);
    expect(answer.messages[1]?.content).toBe('Sure.');
    expect(Number.isNaN(Date.parse(answer.messages[0]?.createdAt ?? ''))).toBe(false);
  });

  it('keeps the same id apart for two people: each reads and deletes only their own', async () => {
    const id = newConversationId();
    await ask(server.baseUrl, server.me.token, { conversationId: id, message: 'Mine' });
    expectFailure(await read(other, id), 404, en('assistant.conversationNotFound'));
    expectFailure(await remove(other, id), 404, en('assistant.conversationNotFound'));
    // The owner's is untouched.
    expect(expectData<AiConversationAnswer>(await read(server.me, id)).messages).toHaveLength(2);

    await ask(server.baseUrl, other.token, { conversationId: id, message: 'Theirs' });
    expect(expectData<AiConversationAnswer>(await read(other, id)).messages[0]?.content).toBe('Theirs');
    expect(expectData<AiConversationAnswer>(await read(server.me, id)).messages[0]?.content).toBe('Mine');
  });

  it('deletes the owner’s conversation with its messages; then it is gone', async () => {
    const id = newConversationId();
    await ask(server.baseUrl, server.me.token, { conversationId: id, message: 'Forget me' });
    const deleted = await remove(server.me, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expectFailure(await read(server.me, id), 404, en('assistant.conversationNotFound'));
    expectFailure(await remove(server.me, id), 404, en('assistant.conversationNotFound'));
    // Asking again in it starts afresh: no earlier turn is sent.
    await ask(server.baseUrl, server.me.token, { conversationId: id, message: 'Hello again', selectedModel: 'ollama' });
    const sent = ollama.requests.at(-1)?.body.messages as { role: string }[];
    expect(sent.filter((message) => message.role !== 'system')).toHaveLength(1);
  });

  it('replaces the last turn on a retry of its question: the model gets the question once, and so does the history', async () => {
    const id = newConversationId();
    await ask(server.baseUrl, server.me.token, { conversationId: id, message: 'First?', selectedModel: 'ollama' });
    await ask(server.baseUrl, server.me.token, { conversationId: id, message: 'Again?', selectedModel: 'ollama' });
    ollama.controls.reply = ['Better', '.'];
    await ask(server.baseUrl, server.me.token, {
      conversationId: id,
      message: 'Again?',
      selectedModel: 'ollama',
      retry: true,
    });
    const sent = (ollama.requests.at(-1)?.body.messages as { role: string; content: string }[]).filter(
      (message) => message.role !== 'system',
    );
    expect(sent.map((message) => message.content)).toEqual(['First?', 'Sure.', 'Again?']);
    expect(expectData<AiConversationAnswer>(await read(server.me, id)).messages.map((m) => m.content)).toEqual([
      'First?',
      'Sure.',
      'Again?',
      'Better.',
    ]);

    // A retry whose question is not the last one is a new turn.
    await ask(server.baseUrl, server.me.token, { conversationId: id, message: 'Other?', retry: true });
    expect(expectData<AiConversationAnswer>(await read(server.me, id)).messages).toHaveLength(6);
    expectFailure(
      await callApi(server.built.app, 'POST', '/api/ai/hypo/chat-stream', server.me.token, {
        conversationId: id,
        message: 'x',
        retry: 'yes',
      }),
      400,
      en('assistant.retryInvalid'),
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectFailure(await read(server.me, newConversationId()), 404, en('assistant.conversationNotFound'));
    expectFailure(await read(server.me, 'not-an-id'), 400, en('assistant.conversationIdInvalid'));
    expectFailure(await remove(server.me, 'conv_x_y'), 400, en('assistant.conversationIdInvalid'));
  });

  it('forgets a conversation untouched for a day, at its owner’s next request', async () => {
    const old = newConversationId();
    const fresh = newConversationId();
    await ask(server.baseUrl, server.me.token, { conversationId: old, message: 'Old' });
    offsetMs += LIMITS.assistant.retentionMs / 2;
    await ask(server.baseUrl, server.me.token, { conversationId: fresh, message: 'Fresh' });
    offsetMs += LIMITS.assistant.retentionMs / 2 + 1000;

    // Asking in the forgotten one sends no earlier turn, and it holds only the new one afterwards.
    await ask(server.baseUrl, server.me.token, {
      conversationId: old,
      message: 'Still there?',
      selectedModel: 'ollama',
    });
    const sent = ollama.requests.at(-1)?.body.messages as { role: string }[];
    expect(sent.filter((message) => message.role !== 'system')).toHaveLength(1);
    expect(expectData<AiConversationAnswer>(await read(server.me, old)).messages.map((m) => m.content)).toEqual([
      'Still there?',
      'Sure.',
    ]);
    expect(expectData<AiConversationAnswer>(await read(server.me, fresh)).messages).toHaveLength(2);
  });
});
