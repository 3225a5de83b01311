import type { PlaybackState } from '@teamhub/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlaybackSync } from './usePlaybackSync';

/** The parts of a <video> the follower reads and drives. */
interface FakeVideo {
  readyState: number;
  currentTime: number;
  duration: number;
  paused: boolean;
  ended: boolean;
  playbackRate: number;
  muted: boolean;
  play: ReturnType<typeof vi.fn<() => Promise<void>>>;
  pause: ReturnType<typeof vi.fn<() => void>>;
  addEventListener: ReturnType<typeof vi.fn>;
  removeEventListener: ReturnType<typeof vi.fn>;
}

function fakeVideo(overrides: { play?: (video: FakeVideo) => Promise<void> } = {}): FakeVideo {
  const video: FakeVideo = {
    readyState: 4,
    currentTime: 0,
    duration: 90,
    paused: true,
    ended: false,
    playbackRate: 1,
    muted: false,
    play: vi.fn(() => {
      if (overrides.play) return overrides.play(video);
      video.paused = false;
      return Promise.resolve();
    }),
    pause: vi.fn(() => {
      video.paused = true;
    }),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  return video;
}

const NOW = 1_800_000_000_000;
const state = (overrides: Partial<PlaybackState> = {}): PlaybackState => ({
  roomId: 'room123',
  playing: true,
  position: 30,
  rate: 1,
  updatedAt: NOW - 2_000,
  ...overrides,
});

function setup(video: FakeVideo, playback: PlaybackState | null, offset = 0) {
  const videoRef = { current: video as unknown as HTMLVideoElement };
  const clockOffset = { current: offset };
  return renderHook(({ value }) => usePlaybackSync(videoRef, value, clockOffset, 'movie.webm'), {
    initialProps: { value: playback },
  });
}

describe('usePlaybackSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('brings a late joiner to where the room is and plays', async () => {
    const video = fakeVideo();
    setup(video, state());
    await act(async () => {});
    expect(video.currentTime).toBeCloseTo(32);
    expect(video.play).toHaveBeenCalled();
  });

  it('uses the clock offset: the server being 5 s ahead puts the target 5 s further', async () => {
    const video = fakeVideo();
    setup(video, state(), 5_000);
    await act(async () => {});
    expect(video.currentTime).toBeCloseTo(37);
  });

  it('pauses on the exact position when the room pauses', async () => {
    const video = fakeVideo();
    video.paused = false;
    video.currentTime = 50;
    setup(video, state({ playing: false, position: 42.5 }));
    await act(async () => {});
    expect(video.pause).toHaveBeenCalled();
    expect(video.currentTime).toBe(42.5);
  });

  it('keeps correcting on its loop', async () => {
    const video = fakeVideo();
    setup(video, state());
    await act(async () => {});
    video.currentTime = 10;
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(video.currentTime).toBeCloseTo(32.3);
  });

  it('reports a play() refused by the autoplay policy, and plays (muted if need be) on the click', async () => {
    // Chromium's rule: muted playback is always allowed; with sound only after a click.
    const video = fakeVideo({
      play: (self) =>
        self.muted
          ? ((self.paused = false), Promise.resolve())
          : Promise.reject(new DOMException('no gesture', 'NotAllowedError')),
    });
    const { result } = setup(video, state());
    await act(async () => {});
    expect(result.current.autoplayBlocked).toBe(true);
    const calls = video.play.mock.calls.length;
    await act(async () => {
      vi.advanceTimersByTime(900);
    });
    expect(video.play.mock.calls.length).toBe(calls);

    await act(async () => result.current.enableAudio());
    expect(result.current.autoplayBlocked).toBe(false);
    expect(video.muted).toBe(true);
    expect(video.paused).toBe(false);
  });

  it('does nothing before the room has a playback state or the video its metadata', async () => {
    const video = fakeVideo();
    video.readyState = 0;
    setup(video, state());
    await act(async () => {});
    expect(video.play).not.toHaveBeenCalled();
    const idle = fakeVideo();
    setup(idle, null);
    await act(async () => {});
    expect(idle.play).not.toHaveBeenCalled();
  });
});
