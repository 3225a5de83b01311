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
 * How many of this page's `watch-feed` the server has acknowledged: each page with posts (the feed,
 * a hashtag's page) sends one once its /notifications socket is connected, and from its ack on no live
 * feed event (posts, likes, comments) for that page can be missed. Call before navigating.
 */
export function countFeedWatches(page: Page): () => number {
  const asked = new Set<string>();
  let acknowledged = 0;
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const ask = typeof payload === 'string' ? /^42\/notifications,(\d+)\["watch-feed"/.exec(payload) : null;
      if (ask?.[1]) asked.add(ask[1]);
    });
    socket.on('framereceived', ({ payload }) => {
      const ack = typeof payload === 'string' ? /^43\/notifications,(\d+)\[/.exec(payload) : null;
      if (ack?.[1] && asked.delete(ack[1])) acknowledged += 1;
    });
  });
  return () => acknowledged;
}

/** True once the server has acknowledged this page's first `watch-feed` (countFeedWatches). */
export function watchFeedLive(page: Page): () => boolean {
  const watches = countFeedWatches(page);
  return () => watches() > 0;
}
