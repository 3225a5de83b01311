import { describe, expect, it } from 'vitest';
import { averageLevel, createSpeakingDetector } from './speaking-detector';

function detectorWithClock() {
  let time = 10_000;
  const detector = createSpeakingDetector({ threshold: 25, clearMs: 1_500, now: () => time });
  return { detector, advance: (ms: number) => (time += ms) };
}

describe('averageLevel', () => {
  it('is the mean of the frequency bins', () => {
    expect(averageLevel(new Uint8Array([0, 50, 100]))).toBe(50);
    expect(averageLevel(new Uint8Array())).toBe(0);
  });
});

describe('createSpeakingDetector', () => {
  it('announces speaking once when the level passes the threshold', () => {
    const { detector } = detectorWithClock();
    expect(detector.sample(25, false)).toBeNull();
    expect(detector.sample(26, false)).toBe(true);
    expect(detector.sample(80, false)).toBeNull();
    expect(detector.speaking).toBe(true);
  });

  it('clears 1.5 s after the level last passed the threshold', () => {
    const { detector, advance } = detectorWithClock();
    detector.sample(40, false);
    advance(1_000);
    expect(detector.sample(5, false)).toBeNull();
    advance(499);
    expect(detector.sample(5, false)).toBeNull();
    advance(1);
    expect(detector.sample(5, false)).toBe(false);
    expect(detector.sample(5, false)).toBeNull();
  });

  it('a loud sample within the 1.5 s keeps speaking on and restarts the wait', () => {
    const { detector, advance } = detectorWithClock();
    detector.sample(40, false);
    advance(1_400);
    expect(detector.sample(30, false)).toBeNull();
    advance(1_400);
    expect(detector.sample(0, false)).toBeNull();
    advance(100);
    expect(detector.sample(0, false)).toBe(false);
  });

  it('is never speaking while muted, and stops at once when muted', () => {
    const { detector } = detectorWithClock();
    expect(detector.sample(200, true)).toBeNull();
    expect(detector.sample(200, false)).toBe(true);
    expect(detector.sample(200, true)).toBe(false);
    expect(detector.speaking).toBe(false);
  });

  it('reset forgets the state without announcing', () => {
    const { detector } = detectorWithClock();
    detector.sample(200, false);
    detector.reset();
    expect(detector.speaking).toBe(false);
    expect(detector.sample(200, false)).toBe(true);
  });
});
