import { createContext } from 'react';

export interface ChatErrorState {
  /** The banner's text; empty when there is none. */
  error: string;
  /** Shows a text in the banner; it clears itself after 5 s. */
  showError: (message: string) => void;
  clearError: () => void;
}

export const ChatErrorContext = createContext<ChatErrorState>({
  error: '',
  showError: () => undefined,
  clearError: () => undefined,
});
