import { LIMITS, aiHealthAnswerSchema, type AiHealthAnswer } from '@teamhub/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from './helpers/api.js';
import { assistantSettings, closedPortUrl, ollamaAt } from './helpers/assistant.js';
import { createTestApp, registerUser, type TestApp, type TestAppOptions } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { startOllama } from './stand-ins/ollama.mjs';
import { startOpenAiCompatible } from './stand-ins/openai-compatible.mjs';

describeEachDatabase('assistant: GET /health', ({ database }) => {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  let ollama: Awaited<ReturnType<typeof startOllama>>;
  let api: Awaited<ReturnType<typeof startOpenAiCompatible>>;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    ollama = await startOllama();
    api = await startOpenAiCompatible();
  });
  afterAll(async () => {
    await Promise.all(apps.map((built) => built.app.close()));
    await ollama?.close();
    await api?.close();
  });

  async function health(assistant: TestAppOptions['assistant']) {
    const built = await createTestApp(database(), { assistant, now });
    apps.push(built);
    await built.app.ready();
    const { token } = await registerUser(built.app);
    return async (): Promise<AiHealthAnswer> => {
      const response = await callApi(built.app, 'GET', '/api/ai/hypo/health', token);
      expect(response.statusCode, response.body).toBe(200);
      return aiHealthAnswerSchema.parse(response.json());
    };
  }

  it('with nothing configured: the built-in assistant, connected', async () => {
    const check = await health({});
    expect((await check()).ai).toEqual({
      service: 'builtin',
      connection: 'connected',
      services: [{ service: 'builtin', connection: 'connected' }],
    });
  });

  it('lists each configured service in auto order with its real state; the first connected one answers', async () => {
    const nowhere = await closedPortUrl();
    const check = await health(
      assistantSettings({
        ...ollamaAt(nowhere),
        openrouter: { apiKey: 'wrong-key', baseUrl: api.url, model: 'openrouter/auto' },
        sonar: { apiKey: 'test-key', baseUrl: api.url, model: 'sonar' },
        openai: { apiKey: undefined, baseUrl: nowhere, model: 'local-model' },
      }),
    );
    expect((await check()).ai).toEqual({
      service: 'sonar',
      connection: 'connected',
      services: [
        { service: 'ollama', connection: 'offline' },
        { service: 'openrouter', connection: 'offline' },
        { service: 'sonar', connection: 'connected' },
        { service: 'openai', connection: 'offline' },
        { service: 'builtin', connection: 'connected' },
      ],
    });
  });

  it('Ollama is connected only when it has the model pulled (name or name:latest)', async () => {
    ollama.reset();
    const check = await health(assistantSettings(ollamaAt(ollama.url, 'llama3.2')));
    expect((await check()).ai.service).toBe('ollama');
    const missing = await health(assistantSettings(ollamaAt(ollama.url, 'mistral')));
    expect((await missing()).ai).toMatchObject({
      service: 'builtin',
      services: [
        { service: 'ollama', connection: 'offline' },
        { service: 'builtin', connection: 'connected' },
      ],
    });
  });

  it('reuses an answer for the cache time: a second call does not ask the service again', async () => {
    ollama.reset();
    const check = await health(assistantSettings(ollamaAt(ollama.url)));
    const tagsRequests = () => ollama.requests.filter((request) => request.path === '/api/tags').length;
    await check();
    expect(tagsRequests()).toBe(1);
    ollama.controls.models = [];
    offsetMs += LIMITS.assistant.healthCacheMs - 1000;
    expect((await check()).ai.service).toBe('ollama');
    expect(tagsRequests()).toBe(1);
    offsetMs += 2000;
    expect((await check()).ai.service).toBe('builtin');
    expect(tagsRequests()).toBe(2);
  });

  it('shows the in-process model offline when node-llama-cpp is missing', async () => {
    const check = await health({
      localModelPath: import.meta.filename,
      importLocalRuntime: () => import(missingPackage),
    });
    expect((await check()).ai.services).toEqual([
      { service: 'local', connection: 'offline' },
      { service: 'builtin', connection: 'connected' },
    ]);
  });
});

const missingPackage = 'node-llama-cpp-is-not-installed-here';
