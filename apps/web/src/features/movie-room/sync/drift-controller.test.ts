import type { PlaybackState } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { clockOffsetOf } from './clock-offset';
import { decideSync } from './drift-controller';

const state = (overrides: Partial<PlaybackState> = {}): PlaybackState => ({
  roomId: 'room123',
  playing: true,
  position: 10,
  rate: 1,
  updatedAt: 1_000_000,
  ...overrides,
});
const player = (currentTime: number, paused = false) => ({ currentTime, paused, playbackRate: 1 });

describe('decideSync', () => {
  it('targets position + elapsed × rate while playing', () => {
    const action = decideSync(state({ rate: 2 }), 1_000_000 + 3_000, player(16));
    expect(action.drift).toBeCloseTo(0);
    expect(action).toMatchObject({ play: true, playbackRate: 2 });
    expect(action.seekTo).toBeUndefined();
  });

  it('seeks when more than a second off', () => {
    const action = decideSync(state(), 1_000_000 + 5_000, player(13.5));
    expect(action.seekTo).toBeCloseTo(15);
    expect(action.play).toBe(true);
    expect(action.playbackRate).toBe(1);
  });

  it('speeds up a player that lags a little, and slows one that runs ahead, within 5 %', () => {
    const behind = decideSync(state(), 1_000_000, player(9.9));
    expect(behind.seekTo).toBeUndefined();
    expect(behind.playbackRate).toBeGreaterThan(1);
    expect(behind.playbackRate).toBeLessThanOrEqual(1.05);

    const ahead = decideSync(state(), 1_000_000, player(10.9));
    expect(ahead.playbackRate).toBeCloseTo(0.95);
    expect(ahead.seekTo).toBeUndefined();
  });

  it('clamps the correction to ±5 % of the room rate', () => {
    const action = decideSync(state({ rate: 2 }), 1_000_000, player(9.2));
    expect(action.playbackRate).toBeCloseTo(2.1);
  });

  it('leaves a close player at the room rate', () => {
    const action = decideSync(state({ rate: 1.5 }), 1_000_000, player(10.03));
    expect(action).toMatchObject({ play: true, playbackRate: 1.5 });
    expect(action.seekTo).toBeUndefined();
  });

  it('pauses and sits on the exact position when paused', () => {
    expect(decideSync(state({ playing: false }), 1_000_000 + 60_000, player(12, true))).toMatchObject({
      play: false,
      seekTo: 10,
    });
    expect(decideSync(state({ playing: false }), 1_000_000, player(10.02, true)).seekTo).toBeUndefined();
  });

  it('brings a late joiner to where the room is', () => {
    const action = decideSync(state({ position: 0 }), 1_000_000 + 95_000, player(0, true));
    expect(action.seekTo).toBeCloseTo(95);
    expect(action.play).toBe(true);
  });
});

describe('clockOffsetOf', () => {
  it('takes the fastest round trip and its midpoint', () => {
    const offset = clockOffsetOf([
      { sentAt: 0, receivedAt: 400, serverTime: 5_000 },
      { sentAt: 1_000, receivedAt: 1_020, serverTime: 6_100 },
      { sentAt: 2_000, receivedAt: 2_300, serverTime: 7_000 },
    ]);
    expect(offset).toBe(6_100 - 1_010);
  });

  it('is 0 without samples', () => {
    expect(clockOffsetOf([])).toBe(0);
  });
});
