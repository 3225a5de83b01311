/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js, served at the root
// scope). It keeps the built app in a precache so the app opens offline, and shows pushes. It caches
// nothing else: API answers and files always come from the server (docs/decisions.md).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openNotificationTarget, sameOriginPath } from './service-worker/notification-target';
import { parsePushPayload } from './service-worker/push-payload';
import { SERVER_ONLY_PATHS } from './service-worker/server-only-paths';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL = '/index.html';

// Pages come from the network, so a deploy shows at once and a missing file still answers 404; the
// precached page only when the network fails (offline, server down). Registered before the precache's
// own route, which would otherwise answer `/` from the cache first.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (!shell) throw error;
        return shell;
      }
    },
    { denylist: SERVER_ONLY_PATHS },
  ),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes the open tab at once; a later one waits until the member chooses to reload
// (the app's "new version" prompt sends SKIP_WAITING through workbox-window).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function showPush(data: string | undefined) {
  const payload = parsePushPayload(data);
  // `renotify` is still honoured by Chromium though TypeScript's DOM types dropped it.
  const options: NotificationOptions & { renotify: boolean } = {
    body: payload.body,
    tag: payload.tag,
    // A newer push of the same conversation replaces the older one and still rings.
    renotify: true,
    data: { url: payload.url },
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
  };
  const shown = self.registration.showNotification(payload.title, options);
  if (payload.unreadCount < 0 || !('setAppBadge' in self.navigator)) return shown;
  const badge =
    payload.unreadCount > 0 ? self.navigator.setAppBadge(payload.unreadCount) : self.navigator.clearAppBadge();
  // A badge the platform refuses must not hide the notification.
  await Promise.all([shown, badge.catch(() => undefined)]);
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data?.text()));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  if (path === null) return;
  event.waitUntil(openNotificationTarget(self.clients, path));
});
