import { LIMITS } from '@teamhub/contracts';
import { useEffect, useState } from 'react';

/** True for the welcome greeting's few seconds after the signed-in layout appears. */
export function useWelcomeShowing(): boolean {
  const [showing, setShowing] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setShowing(false), LIMITS.transientImageMs);
    return () => window.clearTimeout(timer);
  }, []);
  return showing;
}
