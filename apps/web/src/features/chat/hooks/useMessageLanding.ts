import type { MessageView } from '@teamhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { landingStep } from '../utils/message-landing';

/** The message a link landed on; `key` changes with every landing, so the same message can be landed on again. */
export interface Landed {
  messageId: string;
  key: number;
}

interface MessageLandingOptions {
  /** The message the URL asks for (`?message=`), or null. */
  targetId: string | null;
  messages: readonly MessageView[];
  loaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  failed: boolean;
  loadOlder: () => void;
  /** The link has been followed (found, or gone): the page drops it from the URL. */
  onSettled: () => void;
}

/**
 * Opening `/chat?c=…&message=…`: loads older history page by page until the message is loaded, then
 * answers it as `landed` (the list scrolls to it, marks and focuses it) — or sets `missing` when the
 * history ends without it. `seeking` is true meanwhile.
 */
export function useMessageLanding(options: MessageLandingOptions) {
  const { targetId, messages } = options;
  const step = targetId ? landingStep({ ...options, targetId }) : null;
  const [handled, setHandled] = useState<string | null>(null);
  const [landed, setLanded] = useState<Landed | null>(null);
  const [missing, setMissing] = useState(false);

  // Adjusted while rendering (not in an effect), so the list gets the landing in the same commit as the page.
  if (handled !== null && targetId !== handled) setHandled(null);
  if (targetId && handled !== targetId && (step === 'found' || step === 'missing')) {
    setHandled(targetId);
    setMissing(step === 'missing');
    if (step === 'found') {
      const target = targetId.toLowerCase();
      const message = messages.find((item) => item._id.toLowerCase() === target);
      if (message) setLanded((current) => ({ messageId: message._id, key: (current?.key ?? 0) + 1 }));
    }
  }

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (step === 'load-older') latest.current.loadOlder();
  }, [step, messages.length]);
  useEffect(() => {
    if (handled) latest.current.onSettled();
  }, [handled]);

  const clearLanded = useCallback(() => setLanded(null), []);
  const dismissMissing = useCallback(() => setMissing(false), []);
  return {
    seeking: targetId !== null && targetId !== handled && (step === 'wait' || step === 'load-older'),
    landed,
    clearLanded,
    missing,
    dismissMissing,
  };
}
