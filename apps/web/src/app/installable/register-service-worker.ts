import { Workbox } from 'workbox-window';
import { setWaitingUpdate } from './update-ready';

/**
 * Registers the service worker (dist/sw.js, root scope). A new version's worker installs in the
 * background and waits; the app then offers a reload, which tells the worker to take over and reloads
 * the page once it controls it. Updates are looked for on every load and whenever the tab comes back
 * into view (a phone's app can stay open for days).
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    setWaitingUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update().catch(() => undefined);
  });
}
