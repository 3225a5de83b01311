import { LIMITS } from '@teamhub/contracts';

export interface SpeakingDetectorOptions {
  /** Average frequency level (0–255) above which the microphone counts as speaking. */
  threshold?: number;
  /** How long speaking stays on after the level drops. */
  clearMs?: number;
  now?: () => number;
}

export interface SpeakingDetector {
  /**
   * Feeds one level sample; answers the new speaking state when it changed, else null (so the
   * caller announces each change once). A muted microphone is never speaking.
   */
  sample(level: number, muted: boolean): boolean | null;
  readonly speaking: boolean;
  reset(): void;
}

/** Mean of an analyser's byte frequency data: the level the detector compares. */
export function averageLevel(data: Uint8Array): number {
  if (data.length === 0) return 0;
  let sum = 0;
  for (const value of data) sum += value;
  return sum / data.length;
}

/** Speaking on as soon as the level passes the threshold, off `clearMs` after it last did. */
export function createSpeakingDetector({
  threshold = LIMITS.movieRoom.speakingThreshold,
  clearMs = LIMITS.movieRoom.speakingClearMs,
  now = Date.now,
}: SpeakingDetectorOptions = {}): SpeakingDetector {
  let speaking = false;
  let lastLoudAt = 0;
  const set = (next: boolean) => {
    if (next === speaking) return null;
    speaking = next;
    return next;
  };
  return {
    sample(level, muted) {
      if (muted) return set(false);
      const time = now();
      if (level > threshold) {
        lastLoudAt = time;
        return set(true);
      }
      return speaking && time - lastLoudAt >= clearMs ? set(false) : null;
    },
    get speaking() {
      return speaking;
    },
    reset() {
      speaking = false;
      lastLoudAt = 0;
    },
  };
}
