import type { TFunction } from 'i18next';
import type { AssistantMessage } from './conversation-state';

/**
 * What an error reply says, in the reader's current language: our text for its type (so it follows
 * the language switch), or the server's own words for a refused question, which we have no text for.
 */
export function replyErrorText(t: TFunction, message: Pick<AssistantMessage, 'errorType' | 'serverMessage'>): string {
  const type = message.errorType ?? 'unknown';
  if (type === 'bad_request' && message.serverMessage) return message.serverMessage;
  return t(`assistant.errors.${type}`);
}
