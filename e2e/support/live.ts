import type { Page } from '@playwright/test';

/**
 * True once the server has greeted this page on /notifications (it emits `connected` on
 * connection): from then on no live event for the page can be missed. Call before navigating.
 */
export function watchLiveConnection(page: Page): () => boolean {
  let connected = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith('42/notifications,["connected"')) connected = true;
    }),
  );
  return () => connected;
}
