import type { BuiltinAssistant } from '../builtin/builtin.types.js';
import type { AssistantProvider } from './provider.js';

/** The built-in assistant as a provider: always there, always up, named 'builtin' in the done event. */
export function createBuiltinProvider(builtin: BuiltinAssistant): AssistantProvider {
  return {
    service: 'builtin',
    model: 'builtin',
    async *stream(turn, signal) {
      const { userId, language, question, history, now } = turn;
      for await (const piece of builtin.answer({ userId, language, question, history, now }, signal)) {
        if (piece) yield piece;
      }
    },
    checkHealth: async () => true,
  };
}
