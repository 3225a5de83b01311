/**
 * Whether a new version of the app waits to take over, and how to switch to it. The service worker's
 * registration (loaded after the first paint) sets it; the prompt reads it with useSyncExternalStore.
 * Apart from both so that the first route carries neither workbox-window nor the worker's code.
 */
type ApplyUpdate = () => void;

let applyUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The switch to the waiting version, or null when there is none. */
export const waitingUpdate = (): ApplyUpdate | null => applyUpdate;

export function setWaitingUpdate(apply: ApplyUpdate | null): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}
