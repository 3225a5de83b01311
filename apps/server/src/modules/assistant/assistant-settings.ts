import { LIMITS } from '@teamhub/contracts';
import { ASSISTANT_DEFAULTS, type AssistantSettings } from '../../assistant-config.js';

/** No model configured: `auto` answers with the built-in assistant. */
export function defaultAssistantSettings(): AssistantSettings {
  return {
    ollama: { url: ASSISTANT_DEFAULTS.ollamaUrl, model: ASSISTANT_DEFAULTS.ollamaModel, explicit: false },
    openrouter: {
      apiKey: undefined,
      model: ASSISTANT_DEFAULTS.openrouterModel,
      baseUrl: ASSISTANT_DEFAULTS.openrouterBaseUrl,
    },
    sonar: { apiKey: undefined, model: ASSISTANT_DEFAULTS.sonarModel, baseUrl: ASSISTANT_DEFAULTS.sonarBaseUrl },
    openai: { baseUrl: undefined, apiKey: undefined, model: undefined },
    localModelPath: undefined,
    dailyQuota: LIMITS.assistant.dailyQuotaDefault,
  };
}
