/**
 * Push work off the request path: jobs run in the order given, a few at a time, so a burst of
 * messages neither holds the sends that caused it nor opens hundreds of connections at once. Past
 * `maxPending` waiting jobs new ones are dropped (and reported): a push is a courtesy, the message
 * itself is saved and delivered to open tabs regardless.
 */
export function createPushQueue({
  concurrency,
  maxPending,
  onError,
}: {
  concurrency: number;
  maxPending: number;
  onError: (error: unknown) => void;
}) {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  const next = () => {
    while (running < concurrency) {
      const job = waiting.shift();
      if (!job) break;
      running += 1;
      void job()
        .catch(onError)
        .finally(() => {
          running -= 1;
          next();
        });
    }
    if (running === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  return {
    add(job: () => Promise<void>) {
      if (waiting.length >= maxPending) {
        onError(new Error(`push queue full (${maxPending} waiting): a push was dropped`));
        return;
      }
      waiting.push(job);
      // Never inside the caller's turn: the send that caused it answers first.
      setImmediate(next);
    },
    /** Resolves once nothing is waiting or running (the app's close waits for pushes in flight). */
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

export type PushQueue = ReturnType<typeof createPushQueue>;
