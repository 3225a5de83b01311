import { useContext } from 'react';
import { ChatErrorContext } from './chat-error-context';

/** The chat page's error banner. */
export function useChatError() {
  return useContext(ChatErrorContext);
}
