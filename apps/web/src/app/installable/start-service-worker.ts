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
      // A browser that refuses workers (some private windows, an automated browser told to block them)
      // runs the app without offline use and push: worth a note, not a warning about the page.
      .catch((error: unknown) => console.info('service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
