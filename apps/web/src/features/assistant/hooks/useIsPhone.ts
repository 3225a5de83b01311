import { LIMITS } from '@teamhub/contracts';
import { useSyncExternalStore } from 'react';

/** The layout's phone width: 767 px and under (the specification's breakpoint is 768 px). */
export const PHONE_QUERY = `(max-width: ${LIMITS.narrowLayoutPx - 1}px)`;

const media = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(PHONE_QUERY));

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on phone widths, following the window as it is resized or turned. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
