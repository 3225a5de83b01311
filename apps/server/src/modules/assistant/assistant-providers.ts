import type { AiHealthAnswer, AiModelChoice, AiService } from '@teamhub/contracts';
import type { AssistantSettings } from '../../assistant-config.js';
import type { BuiltinAssistant } from './builtin/builtin.types.js';
import { createBuiltinProvider } from './providers/builtin-provider.js';
import { createLocalProvider } from './providers/local-provider.js';
import { createOllamaProvider } from './providers/ollama-provider.js';
import { createOpenAiCompatibleProvider } from './providers/openai-compatible-provider.js';
import { ProviderError, type AssistantProvider } from './providers/provider.js';

/** A health check that has not answered by then counts as offline. */
const HEALTH_CHECK_TIMEOUT_MS = 5_000;

export interface ProviderRegistryOptions {
  settings: AssistantSettings;
  builtin: BuiltinAssistant;
  idleTimeoutMs: number;
  healthCacheMs: number;
  /** The app's clock: health answers are reused while it says they are fresh. */
  now: () => Date;
  importLocalRuntime?: () => Promise<unknown>;
}

type Connection = AiHealthAnswer['ai']['connection'];

/** Why a service the reader chose is not set up on this server: the error event names the variable. */
const notConfigured = (service: AiService, variable: string) =>
  new ProviderError(
    service === 'sonar' ? 'sonar_api_error' : service === 'local' ? 'model_not_found' : 'connection_failed',
    `${service} is not configured (${variable})`,
    { message: 'assistant.error.notConfigured', suggestion: 'assistant.suggestion.setEnv', values: { name: variable } },
  );

/**
 * The services this server can answer from, in the order `auto` tries them: the in-process model
 * (AI_MODEL_PATH), Ollama (only when OLLAMA_URL or OLLAMA_MODEL is set), OpenRouter and Perplexity
 * (with their keys), an OpenAI-compatible server (OPENAI_BASE_URL), and the built-in assistant, which
 * is always there and always last. A service chosen by name is used alone, even Ollama at its default
 * address; one that is not set up answers a ProviderError naming its variable.
 */
export function createProviderRegistry(options: ProviderRegistryOptions) {
  const { settings, idleTimeoutMs, now } = options;
  const builtin = createBuiltinProvider(options.builtin);
  const ollama = createOllamaProvider({ ...settings.ollama, idleTimeoutMs });
  const openAiCompatible = (service: 'openrouter' | 'sonar' | 'openai', baseUrl: string, model: string) =>
    createOpenAiCompatibleProvider({
      service,
      baseUrl,
      model,
      apiKey: settings[service].apiKey,
      idleTimeoutMs,
      now,
    });

  const byService: Record<AiService, AssistantProvider | ProviderError> = {
    local: settings.localModelPath
      ? createLocalProvider({
          modelPath: settings.localModelPath,
          idleTimeoutMs,
          importRuntime: options.importLocalRuntime,
        })
      : notConfigured('local', 'AI_MODEL_PATH'),
    ollama,
    openrouter: settings.openrouter.apiKey
      ? openAiCompatible('openrouter', settings.openrouter.baseUrl, settings.openrouter.model)
      : notConfigured('openrouter', 'OPENROUTER_API_KEY'),
    sonar: settings.sonar.apiKey
      ? openAiCompatible('sonar', settings.sonar.baseUrl, settings.sonar.model)
      : notConfigured('sonar', 'PERPLEXITY_API_KEY'),
    openai:
      settings.openai.baseUrl && settings.openai.model
        ? openAiCompatible('openai', settings.openai.baseUrl, settings.openai.model)
        : notConfigured('openai', 'OPENAI_BASE_URL'),
    builtin,
  };
  const configured = (service: AiService) => {
    const provider = byService[service];
    return provider instanceof ProviderError ? [] : [provider];
  };
  const autoOrder: AssistantProvider[] = [
    ...configured('local'),
    ...(settings.ollama.explicit ? [ollama] : []),
    ...configured('openrouter'),
    ...configured('sonar'),
    ...configured('openai'),
    builtin,
  ];

  const healthCache = new Map<AiService, { checkedAt: number; connected: Promise<boolean> }>();
  /** A service's state, checked at most once per `healthCacheMs` (concurrent callers share one check). */
  function connected(provider: AssistantProvider): Promise<boolean> {
    const at = now().getTime();
    const cached = healthCache.get(provider.service);
    if (cached && at - cached.checkedAt < options.healthCacheMs) return cached.connected;
    const check = provider.checkHealth(AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS)).catch(() => false);
    healthCache.set(provider.service, { checkedAt: at, connected: check });
    return check;
  }

  return {
    /** The built-in assistant, which says so itself when a search finds nothing (no model asked to guess). */
    builtin,

    /** The providers to try for a choice, in order, or why the chosen one cannot answer here. */
    choose(choice: AiModelChoice): AssistantProvider[] | ProviderError {
      if (choice === 'auto') return autoOrder;
      const provider = byService[choice];
      return provider instanceof ProviderError ? provider : [provider];
    },

    /**
     * Each configured service's state, in `auto` order, and the one `auto` would answer from now.
     * The built-in assistant is always connected, so the overall connection is too; the reader
     * learns of a model server that is down from its own entry.
     */
    async health(): Promise<AiHealthAnswer['ai']> {
      const states = await Promise.all(autoOrder.map(connected));
      const services = autoOrder.map((provider, index) => ({
        service: provider.service,
        connection: (states[index] ? 'connected' : 'offline') as Connection,
      }));
      const first = services.find((entry) => entry.connection === 'connected');
      return {
        service: first?.service ?? 'builtin',
        connection: first ? 'connected' : 'offline',
        services,
      };
    },
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
