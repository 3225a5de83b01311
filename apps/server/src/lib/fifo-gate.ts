/**
 * Runs at most `capacity` pieces of work at once; the rest wait their turn in the order they came.
 * The returned function runs `work` when its turn comes and answers what it answers (or throws what it
 * throws); either way the next one waiting starts.
 */
export function createFifoGate(capacity: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const leave = () => {
    const next = waiting.shift();
    // The place passes straight to the next in line, so one arriving meanwhile cannot take it first.
    if (next) next();
    else running -= 1;
  };
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < capacity) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      leave();
    }
  };
}

export type FifoGate = ReturnType<typeof createFifoGate>;
