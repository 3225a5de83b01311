/**
 * Registers the service worker once the page has loaded, so its download and the precache's never
 * compete with the first paint; workbox-window comes in its own chunk. Built apps only: the dev server
 * has no worker (its files change on every edit).
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./register-service-worker')
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
