import type { AiErrorType, AiModelChoice, AiStreamEvent } from '@teamhub/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { en } from './helpers/api.js';
import {
  ask,
  assistantSettings,
  chunkText,
  closedPortUrl,
  fakeLlamaRuntime,
  lastEvent,
  listeningApp,
  ollamaAt,
  openStream,
  type ListeningApp,
} from './helpers/assistant.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { startOllama } from './stand-ins/ollama.mjs';
import { startOpenAiCompatible } from './stand-ins/openai-compatible.mjs';

type Ollama = Awaited<ReturnType<typeof startOllama>>;
type OpenAiCompatible = Awaited<ReturnType<typeof startOpenAiCompatible>>;

/** The one error event a failed stream ends with (nothing streamed before it unless `chunks`). */
function expectError(events: AiStreamEvent[], errorType: AiErrorType, chunks: string[] = []) {
  expect(events.slice(0, -1)).toEqual(chunks.map((content) => ({ type: 'chunk', content })));
  const last = lastEvent(events);
  expect(last).toMatchObject({ type: 'error', errorType });
  if (last.type !== 'error') throw new Error('not an error event');
  expect(last.message.length).toBeGreaterThan(0);
  expect(last.suggestion.length).toBeGreaterThan(0);
  return last;
}

describeEachDatabase('assistant: failures and fallbacks', ({ database }) => {
  const servers: ListeningApp[] = [];
  const standIns: { close: () => Promise<void> }[] = [];
  const start = async (assistant: Parameters<typeof listeningApp>[1]) => {
    const server = await listeningApp(database(), assistant);
    servers.push(server);
    return server;
  };
  const question = (server: ListeningApp, selectedModel: AiModelChoice, language = 'en') =>
    ask(server.baseUrl, server.me.token, { message: 'Hi there', selectedModel }, { 'accept-language': language });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(standIns.map((standIn) => standIn.close()));
  });

  describe('Ollama', () => {
    let ollama: Ollama;
    let server: ListeningApp;
    beforeAll(async () => {
      ollama = await startOllama();
      standIns.push(ollama);
      server = await start(assistantSettings(ollamaAt(ollama.url)));
    });
    beforeEach(() => ollama.reset());

    it('not running → ollama_not_running', async () => {
      const down = await start(assistantSettings(ollamaAt(await closedPortUrl())));
      const error = expectError(await question(down, 'ollama'), 'ollama_not_running');
      expect(error.message).toBe(en('assistant.error.ollama_not_running'));
      expect(error.suggestion).toBe(en('assistant.suggestion.ollama_not_running'));
    });

    it('a model that is not pulled → model_not_found', async () => {
      ollama.controls.models = ['qwen2.5:latest'];
      expectError(await question(server, 'ollama'), 'model_not_found');
      expect(ollama.requests.at(-1)?.path).toBe('/api/chat');
    });

    it('not enough memory → out_of_memory', async () => {
      ollama.controls.failure = 'out_of_memory';
      expectError(await question(server, 'ollama'), 'out_of_memory');
    });

    it('busy loading (503) → model_not_loaded, in the reader’s language', async () => {
      ollama.controls.failure = 'loading';
      const error = expectError(await question(server, 'ollama', 'vi'), 'model_not_loaded');
      expect(error.suggestion).toBe('Vui lòng thử lại sau 30-60 giây.');
    });

    it('an error in the middle of the answer ends the stream with an error event after the chunks', async () => {
      ollama.controls.failure = 'mid_stream_error';
      ollama.controls.midStreamAfterChunks = 2;
      expectError(await question(server, 'auto'), 'connection_failed', ['Hello', ' from']);
    });

    it('auto hands over to the built-in assistant when Ollama fails before its first chunk', async () => {
      ollama.controls.failure = 'out_of_memory';
      const events = await question(server, 'auto');
      expect(chunkText(events).length).toBeGreaterThan(0);
      expect(lastEvent(events)).toMatchObject({ type: 'done', service: 'builtin', modelUsed: 'builtin' });
      expect(ollama.requests.filter((request) => request.path === '/api/chat')).toHaveLength(1);
    });

    it('auto hands over when Ollama is not running at all', async () => {
      const down = await start(assistantSettings(ollamaAt(await closedPortUrl())));
      expect(lastEvent(await question(down, 'auto'))).toMatchObject({ type: 'done', service: 'builtin' });
    });

    it('nothing received for the idle time → timeout', async () => {
      const slow = await start({ ...assistantSettings(ollamaAt(ollama.url)), providerIdleTimeoutMs: 300 });
      ollama.controls.hold = true;
      ollama.controls.holdAfterChunks = 0;
      expectError(await question(slow, 'ollama'), 'timeout');
      await ollama.waitFor(() => ollama.requests.some((request) => request.aborted));
    });

    it('"ollama" chosen by name is asked even when not configured for auto (OLLAMA_URL unset)', async () => {
      const unset = await start({ ollama: { url: ollama.url, model: 'llama3.2', explicit: false } });
      expect(lastEvent(await question(unset, 'auto'))).toMatchObject({ type: 'done', service: 'builtin' });
      expect(ollama.requests).toEqual([]);
      expect(lastEvent(await question(unset, 'ollama'))).toMatchObject({ type: 'done', service: 'ollama' });
    });
  });

  describe('OpenAI-compatible services', () => {
    let api: OpenAiCompatible;
    let server: ListeningApp;
    beforeAll(async () => {
      api = await startOpenAiCompatible({ respondModel: 'openai/gpt-4o-mini' });
      standIns.push(api);
      const service = { apiKey: 'test-key', baseUrl: api.url };
      server = await start(
        assistantSettings({
          openrouter: { ...service, model: 'openrouter/auto' },
          sonar: { ...service, model: 'sonar' },
          openai: { ...service, model: 'local-model' },
        }),
      );
    });
    beforeEach(() => api.reset());

    it('streams the deltas (comment lines ignored) and reports the model that answered', async () => {
      api.controls.respondModel = 'openai/gpt-4o-mini';
      const events = await question(server, 'openrouter');
      expect(chunkText(events)).toBe('Hello from the stand-in.');
      expect(lastEvent(events)).toMatchObject({ type: 'done', service: 'openrouter', modelUsed: 'openai/gpt-4o-mini' });
      const chat = api.requests.find((request) => request.path === '/v1/chat/completions');
      expect(chat?.headers.authorization).toBe('Bearer test-key');
      expect(chat?.body).toMatchObject({ model: 'openrouter/auto', stream: true });
    });

    it('a refused key → sonar_api_error for sonar, connection_failed naming the key for the others', async () => {
      api.controls.apiKey = 'another-key';
      expectError(await question(server, 'sonar'), 'sonar_api_error');
      const error = expectError(await question(server, 'openrouter'), 'connection_failed');
      expect(error.message).toBe(en('assistant.error.keyRefused'));
      expect(error.suggestion).toContain('OPENROUTER_API_KEY');
    });

    it('no credits (402) → sonar_api_error / connection_failed', async () => {
      api.controls.failure = 'insufficient_credits';
      expectError(await question(server, 'sonar'), 'sonar_api_error');
      expect(expectError(await question(server, 'openai'), 'connection_failed').suggestion).toContain('OPENAI_API_KEY');
    });

    it('429 → sonar_rate_limit / provider_rate_limited, with Retry-After in the suggestion', async () => {
      api.controls.failure = 'rate_limited';
      api.controls.retryAfterSeconds = 42;
      expect(expectError(await question(server, 'sonar'), 'sonar_rate_limit').suggestion).toContain('42');
      expect(expectError(await question(server, 'openrouter'), 'provider_rate_limited').suggestion).toContain('42');
      api.controls.retryAfterSeconds = null;
      expect(expectError(await question(server, 'openrouter'), 'provider_rate_limited').suggestion).toBe(
        en('assistant.suggestion.provider_rate_limited'),
      );
    });

    it('an error mid-stream under HTTP 200: code 429 is a rate limit, others are the service’s error', async () => {
      api.controls.failure = 'mid_stream_error';
      api.controls.midStreamErrorCode = 429;
      expectError(await question(server, 'openrouter'), 'provider_rate_limited', ['Hello']);
      expectError(await question(server, 'sonar'), 'sonar_rate_limit', ['Hello']);
      api.controls.midStreamErrorCode = 502;
      expectError(await question(server, 'openrouter'), 'connection_failed', ['Hello']);
      expectError(await question(server, 'sonar'), 'sonar_api_error', ['Hello']);
    });

    it('a model the server does not serve → model_not_found naming the variable; loading (503) → model_not_loaded', async () => {
      api.controls.models = ['something-else'];
      expect(expectError(await question(server, 'openai'), 'model_not_found').suggestion).toContain('OPENAI_MODEL');
      api.controls.models = [];
      api.controls.failure = 'loading';
      expectError(await question(server, 'openai'), 'model_not_loaded');
    });

    it('connection refused → connection_failed', async () => {
      const nowhere = await closedPortUrl();
      const down = await start(
        assistantSettings({ openrouter: { apiKey: 'k', baseUrl: nowhere, model: 'openrouter/auto' } }),
      );
      expectError(await question(down, 'openrouter'), 'connection_failed');
      expect(lastEvent(await question(down, 'auto'))).toMatchObject({ type: 'done', service: 'builtin' });
    });

    it('auto tries the configured services in order, falling through the ones that fail before any chunk', async () => {
      api.controls.failure = 'unauthorized';
      const events = await question(server, 'auto');
      expect(lastEvent(events)).toMatchObject({ type: 'done', service: 'builtin' });
      // openrouter, sonar, openai: each asked once, in that order.
      expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.body.model)).toEqual([
        'openrouter/auto',
        'sonar',
        'local-model',
      ]);
    });

    it('stops the service’s request when the reader goes away', async () => {
      api.controls.hold = true;
      api.controls.holdAfterChunks = 2;
      const opened = await openStream(server.baseUrl, server.me.token, {
        message: 'Go on',
        conversationId: `conv_${Date.now()}_stop`,
        selectedModel: 'sonar',
      });
      expect(await opened.waitForEvents(2)).toHaveLength(2);
      opened.destroy();
      await api.waitFor(() => api.requests.some((request) => request.aborted));
    });
  });

  describe('a service chosen by name that is not set up', () => {
    let server: ListeningApp;
    beforeAll(async () => {
      server = await start({});
    });

    it.each([
      ['sonar', 'sonar_api_error', 'PERPLEXITY_API_KEY'],
      ['openrouter', 'connection_failed', 'OPENROUTER_API_KEY'],
      ['openai', 'connection_failed', 'OPENAI_BASE_URL'],
      ['local', 'model_not_found', 'AI_MODEL_PATH'],
    ] as const)('%s → %s, naming %s', async (service, errorType, variable) => {
      const error = expectError(await question(server, service), errorType);
      expect(error.message).toBe(en('assistant.error.notConfigured'));
      expect(error.suggestion).toContain(variable);
    });
  });

  describe('the in-process model (AI_MODEL_PATH)', () => {
    it('without node-llama-cpp installed → model_not_found suggesting to install it', async () => {
      // The test file itself exists; the runtime is what is missing here.
      const server = await start({
        localModelPath: import.meta.filename,
        importLocalRuntime: () => import(missingPackage),
      });
      const error = expectError(await question(server, 'local'), 'model_not_found');
      expect(error.message).toBe(en('assistant.error.localRuntimeMissing'));
      expect(error.suggestion).toContain('npm install node-llama-cpp');
      expect(lastEvent(await question(server, 'auto'))).toMatchObject({ type: 'done', service: 'builtin' });
    });

    it('with a path that names no file → model_not_found suggesting to check AI_MODEL_PATH', async () => {
      const server = await start({
        localModelPath: '/nowhere/model.gguf',
        importLocalRuntime: async () => fakeLlamaRuntime(['unused']),
      });
      expect(expectError(await question(server, 'local'), 'model_not_found').suggestion).toContain('AI_MODEL_PATH');
    });

    it('streams what the model writes, with the conversation as its chat history', async () => {
      const runtime = fakeLlamaRuntime(['Local', ' answer']);
      const server = await start({ localModelPath: import.meta.filename, importLocalRuntime: async () => runtime });
      const events = await question(server, 'auto');
      expect(chunkText(events)).toBe('Local answer');
      expect(lastEvent(events)).toMatchObject({ type: 'done', service: 'local' });
      expect(runtime.prompts).toEqual(['Hi there']);
      expect(runtime.histories[0]?.[0]).toMatchObject({ type: 'system' });
    });
  });
});

const missingPackage = 'node-llama-cpp-is-not-installed-here';
