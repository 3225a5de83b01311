/**
 * Where the assistant's answers may come from (config.ts reads them from the environment; the assistant module takes them as they are). A service
 * without its setting is not configured: `auto` skips it, and choosing it answers an error event
 * that names the variable to set.
 */
export interface AssistantSettings {
  ollama: {
    url: string;
    model: string;
    /**
     * OLLAMA_URL or OLLAMA_MODEL was set: only then does `auto` try Ollama (a machine without it must
     * not pay a failed connection per question). Choosing "ollama" in the panel tries it anyway.
     */
    explicit: boolean;
  };
  openrouter: { apiKey: string | undefined; model: string; baseUrl: string };
  sonar: { apiKey: string | undefined; model: string; baseUrl: string };
  /** Any OpenAI-compatible server (llama.cpp's llama-server, vLLM, LM Studio…); the key is optional for local ones. */
  openai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  /** A GGUF file run in this process with node-llama-cpp (not a dependency: see providers/local-provider.ts). */
  localModelPath: string | undefined;
  /** Questions per user per quota day (AI_DAILY_QUOTA). */
  dailyQuota: number;
}

export const ASSISTANT_DEFAULTS = {
  ollamaUrl: 'http://127.0.0.1:11434',
  ollamaModel: 'llama3.2',
  openrouterModel: 'openrouter/auto',
  openrouterBaseUrl: 'https://openrouter.ai/api/v1',
  sonarModel: 'sonar',
  sonarBaseUrl: 'https://api.perplexity.ai',
} as const;
