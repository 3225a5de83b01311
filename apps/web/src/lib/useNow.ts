import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `intervalMs`, for labels such as "5m" that age on screen. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
