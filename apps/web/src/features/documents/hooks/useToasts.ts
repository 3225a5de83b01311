import { useCallback, useEffect, useRef, useState } from 'react';

export interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

/** Successes go by themselves after this long; failures stay until dismissed. */
const SUCCESS_MS = 5_000;

/** The page's short messages (spec 8's alerts); at most the last four. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const show = useCallback((text: string, tone: Toast['tone']) => {
    next.current += 1;
    const id = next.current;
    setToasts((current) => [...current.slice(-3), { id, text, tone }]);
    if (tone === 'success') {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }, SUCCESS_MS);
      timers.current.add(timer);
    }
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return { toasts, show, dismiss };
}
