import { LIMITS } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.js';
import type { AppModule } from '../app-module.js';
import type { SearchRepository } from '../search/search.repository.js';
import { createProviderRegistry } from './assistant-providers.js';
import type { AssistantSettings } from '../../assistant-config.js';
import { defaultAssistantSettings } from './assistant-settings.js';
import type { AssistantServiceDeps } from './assistant.deps.js';
import { createAssistantRepository } from './assistant.repository.js';
import { assistantRoutes } from './assistant.routes.js';
import { createBuiltinAssistant } from './builtin/builtin-assistant.js';
import type { OpenStreams } from './event-stream.js';
import { createMemoryRateLimiter, type QuestionRateLimiter } from './question-rate-limiter.js';
import { createRedisRateLimiter } from './redis-question-rate-limiter.js';

/**
 * The assistant's settings (config.ts reads them from the environment; a field left out keeps its
 * default, so with none at all `auto` answers from the built-in assistant), and what tests change.
 */
export interface AssistantOptions extends Partial<AssistantSettings> {
  /** A service that sends nothing for this long is given up ('timeout'); LIMITS.assistant.providerIdleTimeoutMs. */
  providerIdleTimeoutMs?: number;
  /** How long a health answer is reused; LIMITS.assistant.healthCacheMs. */
  healthCacheMs?: number;
  /** Our per-user question limit; LIMITS.assistant.rateLimitMax per rateLimitWindowMs. */
  rateLimit?: { max: number; windowMs: number };
  /** Another store for the per-user limit (the in-memory one by default). */
  rateLimiter?: QuestionRateLimiter;
  /** How node-llama-cpp is loaded for AI_MODEL_PATH (tests give a stand-in). */
  importLocalRuntime?: () => Promise<unknown>;
}

export interface AssistantModuleOptions {
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  options?: AssistantOptions;
  /** With several processes, the per-user limit is counted in Redis across all of them. */
  redis?: Redis;
  /** The search module's: what Hypo finds by words, and gives a model as sources, the asker's search finds. */
  search: { repository: SearchRepository };
}

/**
 * The "Hypo" assistant: the /api/ai/hypo routes. Answers still streaming when the app closes end
 * (their providers' requests too) rather than holding the close up.
 */
export function createAssistantModule({ db, log, now, options = {}, redis, search }: AssistantModuleOptions) {
  const limit = options.rateLimit ?? {
    max: LIMITS.assistant.rateLimitMax,
    windowMs: LIMITS.assistant.rateLimitWindowMs,
  };
  const settings: AssistantSettings = { ...defaultAssistantSettings(), ...withoutUndefined(options) };
  const builtin = createBuiltinAssistant({ db, search: search.repository });
  const deps: AssistantServiceDeps = {
    repository: createAssistantRepository(db),
    providers: createProviderRegistry({
      settings,
      builtin,
      idleTimeoutMs: options.providerIdleTimeoutMs ?? LIMITS.assistant.providerIdleTimeoutMs,
      healthCacheMs: options.healthCacheMs ?? LIMITS.assistant.healthCacheMs,
      now,
      importLocalRuntime: options.importLocalRuntime,
    }),
    builtin,
    rateLimiter: options.rateLimiter ?? (redis ? createRedisRateLimiter(redis, limit) : createMemoryRateLimiter(limit)),
    dailyQuota: settings.dailyQuota,
    now,
    log,
  };
  const open: OpenStreams = new Set();
  return {
    routes: [{ prefix: '/api/ai/hypo', plugin: async (app) => assistantRoutes(app, deps, open) }],
    preClose: () => {
      for (const controller of open) controller.abort();
    },
  } satisfies AppModule;
}

/** The settings among the options (an undefined field keeps its default). */
function withoutUndefined(options: AssistantOptions): Partial<AssistantSettings> {
  const keys = ['ollama', 'openrouter', 'sonar', 'openai', 'localModelPath', 'dailyQuota'] as const;
  return Object.fromEntries(keys.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
}
