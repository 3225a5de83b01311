import { LIMITS } from '@teamhub/contracts';

export type CounterLevel = 'warning' | 'danger';

/** The 'n/2000' counter: hidden up to 1800 characters, warning above, danger above 1900. */
export function composerCounter(length: number): { text: string; level: CounterLevel } | null {
  if (length <= LIMITS.chatCounterWarning) return null;
  return {
    text: `${length}/${LIMITS.chatMessage}`,
    level: length > LIMITS.chatCounterDanger ? 'danger' : 'warning',
  };
}
