import type { Page } from '@playwright/test';

/**
 * True once the server has greeted this page on `namespace` (it emits `connected` on connection),
 * over WebSocket or, where WebSocket is refused, in a long-polling answer: from then on no live
 * event of that namespace for the page can be missed. Call before navigating.
 */
export function watchGreeting(page: Page, namespace: string): () => boolean {
  const greeting = `42/${namespace},["connected"`;
  let greeted = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith(greeting)) greeted = true;
    }),
  );
  page.on('response', (response) => {
    if (!response.url().includes('transport=polling') || response.request().method() !== 'GET') return;
    void response
      .text()
      .then((body) => {
        if (body.includes(greeting)) greeted = true;
      })
      .catch(() => undefined);
  });
  return () => greeted;
}

/** True once the server has greeted this page on /notifications (see watchGreeting). */
export const watchLiveConnection = (page: Page) => watchGreeting(page, 'notifications');

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
