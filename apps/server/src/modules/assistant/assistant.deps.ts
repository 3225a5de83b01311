import type { FastifyBaseLogger } from 'fastify';
import type { ProviderRegistry } from './assistant-providers.js';
import type { AssistantRepository } from './assistant.repository.js';
import type { BuiltinAssistant } from './builtin/builtin.types.js';
import type { QuestionRateLimiter } from './question-rate-limiter.js';

/** Everything the assistant's services use; built once in assistant.module.ts. */
export interface AssistantServiceDeps {
  repository: AssistantRepository;
  providers: ProviderRegistry;
  /** Also asked, for the language models, which workspace facts a question needs. */
  builtin: BuiltinAssistant;
  rateLimiter: QuestionRateLimiter;
  /** Questions per user per quota day (AI_DAILY_QUOTA). */
  dailyQuota: number;
  /** The app's clock: quota days, the rate window, message times and the retention of conversations. */
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
