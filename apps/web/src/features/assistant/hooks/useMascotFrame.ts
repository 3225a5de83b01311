import { LIMITS } from '@teamhub/contracts';
import { useEffect, useState } from 'react';

/** The mascot's two poses alternate every 7 s (specification section 9). */
export function useMascotFrame(intervalMs: number = LIMITS.assistant.mascotIntervalMs): 0 | 1 {
  const [frame, setFrame] = useState<0 | 1>(0);
  useEffect(() => {
    const timer = window.setInterval(() => setFrame((current) => (current === 0 ? 1 : 0)), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return frame;
}
