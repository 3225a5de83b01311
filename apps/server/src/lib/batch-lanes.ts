/**
 * Work items that go to the database in batches, in lanes: an item joins its lane (`laneOf`), and
 * each lane runs one batch at a time, its items in arrival order. An item that finds its lane idle
 * runs at once, alone; items that arrive while a batch runs wait and go together in the next one
 * (at most `maxBatch`). So an idle server adds no wait, and a busy one pays one round trip and one
 * commit for many items instead of one each, while items of one key (one lane) never overtake each
 * other. `run` answers one result per item, in order; if it throws, every item of the batch fails.
 *
 * A `paced` lane whose batch held the thread (nothing arrived while it ran) rests for as long as the
 * batch took before taking the next one. A database that runs on this thread (PGlite opened in memory,
 * as the tests open it) lets nothing arrive while a statement runs: the next batch would hold only
 * what one turn of the event loop read, about as few items as the last. Resting lets the loop read
 * the sockets for as long as the database had it, so the batches grow with the load (a burst of
 * socket handshakes: about a third of the statements). An item queued behind such a batch waits at
 * most that batch's time longer; an idle lane still runs an item at once; on PostgreSQL, and on a data
 * folder's PGlite (on its own thread, db/pglite-thread.ts), items arrive while the statement runs and
 * the next batch goes at once.
 */
export function createBatchLanes<T, R>(options: {
  lanes: number;
  laneOf: (item: T) => number;
  maxBatch: number;
  run: (items: T[]) => Promise<R[]>;
  paced?: boolean;
}) {
  interface Waiting {
    item: T;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
  }
  const lanes = Array.from({ length: options.lanes }, () => ({ busy: false, waiting: [] as Waiting[] }));

  const drain = async (lane: (typeof lanes)[number]) => {
    if (lane.busy || lane.waiting.length === 0) return;
    lane.busy = true;
    const batch = lane.waiting.splice(0, options.maxBatch);
    const startedAt = performance.now();
    const leftBehind = lane.waiting.length;
    try {
      const results = await options.run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index] as R));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      // The next batch starts after the event loop has read what arrived meanwhile (sockets, HTTP):
      // with the database on this thread, without the pause the next batch would find only the few
      // items queued by the answers just resolved, and pay a statement and a commit each.
      const next = () => {
        lane.busy = false;
        void drain(lane);
      };
      const heldTheThread = lane.waiting.length === leftBehind;
      if (options.paced && heldTheThread) setTimeout(next, performance.now() - startedAt);
      else setImmediate(next);
    }
  };

  return {
    push(item: T): Promise<R> {
      const lane = lanes[options.laneOf(item) % lanes.length] as (typeof lanes)[number];
      const result = new Promise<R>((resolve, reject) => lane.waiting.push({ item, resolve, reject }));
      void drain(lane);
      return result;
    },
  };
}
