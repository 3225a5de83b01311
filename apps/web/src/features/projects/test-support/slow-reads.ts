import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { expect, vi } from 'vitest';

/**
 * A server holding one value, whose reads answer with the value as it was when each read started,
 * once `answer` lets them: what a read that crossed a live change gives.
 */
export function slowServer<T>(initial: T) {
  let value = initial;
  const held: (() => void)[] = [];
  let holding = false;
  return {
    read: (): Promise<T> => {
      const snapshot = value;
      if (!holding) return Promise.resolve(snapshot);
      return new Promise((resolve) => held.push(() => resolve(snapshot)));
    },
    set: (next: T) => (value = next),
    hold: () => (holding = true),
    /** Answers every read held so far, and the ones after at once. */
    answer: () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

/** `queryKey` on screen (an observer), read once from `read`; `settled` waits until no read is under way. */
export async function shownQuery<T>(queryKey: QueryKey, read: () => Promise<T>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, { queryKey, queryFn: read });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(client.getQueryData(queryKey)).toBeDefined());
  return {
    client,
    settled: () => vi.waitFor(() => expect(client.getQueryState(queryKey)?.fetchStatus).toBe('idle')),
    close: () => {
      unsubscribe();
      client.clear();
    },
  };
}
