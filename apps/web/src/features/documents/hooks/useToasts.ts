import { useCallback, useRef, useState } from 'react';

export interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

/** The page's short messages (spec 8's alerts), shown until dismissed; at most the last four. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const show = useCallback((text: string, tone: Toast['tone']) => {
    next.current += 1;
    const id = next.current;
    setToasts((current) => [...current.slice(-3), { id, text, tone }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return { toasts, show, dismiss };
}
