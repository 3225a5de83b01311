/** A job run on a timer (the story sweep, the cluster heartbeat). */
export interface IntervalRunner {
  /** Runs the job every `intervalMs` from now on. */
  start(): void;
  /** No more runs; waits for one under way (so nothing runs after the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs `job` every `intervalMs`, one run at a time (a tick that finds the last run still going is
 * skipped); a failed run goes to `onError` and the next one tries again. The timer alone never keeps
 * the process alive.
 */
export function createIntervalRunner(
  job: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): IntervalRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = job()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
