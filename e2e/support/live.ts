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

/**
 * True once the server has acknowledged this page's `watch-feed` (the feed page sends it once its
 * /notifications socket is connected): from then on no live feed event (posts, likes, comments) for
 * the page can be missed. Call before navigating.
 */
export function watchFeedLive(page: Page): () => boolean {
  const asked = new Set<string>();
  let watching = false;
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const ask = typeof payload === 'string' ? /^42\/notifications,(\d+)\["watch-feed"/.exec(payload) : null;
      if (ask?.[1]) asked.add(ask[1]);
    });
    socket.on('framereceived', ({ payload }) => {
      const ack = typeof payload === 'string' ? /^43\/notifications,(\d+)\[/.exec(payload) : null;
      if (ack?.[1] && asked.has(ack[1])) watching = true;
    });
  });
  return () => watching;
}
