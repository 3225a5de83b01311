export interface ClockSample {
  /** Client time when the request left (ms). */
  sentAt: number;
  /** Client time when the answer came back (ms). */
  receivedAt: number;
  serverTime: number;
}

/**
 * NTP-style offset (server clock − client clock, ms) from the sample with the shortest round trip:
 * the server read its clock about halfway through that trip. 0 with no samples.
 */
export function clockOffsetOf(samples: readonly ClockSample[]): number {
  let best: ClockSample | undefined;
  for (const sample of samples) {
    if (!best || sample.receivedAt - sample.sentAt < best.receivedAt - best.sentAt) best = sample;
  }
  if (!best) return 0;
  return best.serverTime - (best.sentAt + best.receivedAt) / 2;
}
