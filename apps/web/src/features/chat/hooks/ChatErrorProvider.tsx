import { LIMITS } from '@teamhub/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ChatErrorContext, type ChatErrorState } from './chat-error-context';

/** The chat page's one error banner: the latest text wins and clears after 5 s (or on close). */
export function ChatErrorProvider({ children }: { children: ReactNode }) {
  // The sequence number restarts the 5 s timer when the same text is shown again.
  const [banner, setBanner] = useState({ message: '', sequence: 0 });

  useEffect(() => {
    if (!banner.message) return undefined;
    const timer = window.setTimeout(
      () => setBanner((current) => (current.sequence === banner.sequence ? { ...current, message: '' } : current)),
      LIMITS.chatErrorDismissMs,
    );
    return () => window.clearTimeout(timer);
  }, [banner]);

  const showError = useCallback(
    (message: string) => setBanner((current) => ({ message, sequence: current.sequence + 1 })),
    [],
  );
  const clearError = useCallback(() => setBanner((current) => ({ ...current, message: '' })), []);
  const value = useMemo<ChatErrorState>(
    () => ({ error: banner.message, showError, clearError }),
    [banner.message, showError, clearError],
  );
  return <ChatErrorContext.Provider value={value}>{children}</ChatErrorContext.Provider>;
}
