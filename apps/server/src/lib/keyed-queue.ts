/**
 * Runs tasks one after the other per key, in the order they were given, and tasks of different keys
 * side by side. Chat sends into one conversation queue here, in memory, instead of each taking a pool
 * connection only to wait for the conversation's row lock (which orders them anyway): a burst of ten
 * messages into one conversation then holds one connection, not all ten, and every other
 * conversation's sends still find one free. A failed task does not stop the ones behind it.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      // The last task of a key removes the key, so the map holds only keys with work in flight.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with a task running or waiting (for tests and metrics). */
    get size() {
      return tails.size;
    },
  };
}
