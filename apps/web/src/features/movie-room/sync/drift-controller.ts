import { LIMITS, playbackPositionAt, type PlaybackState } from '@teamhub/contracts';

const limits = LIMITS.movieRoom;

/** How strongly a playing player's rate leans against its drift (rate change per second of drift). */
export const DRIFT_GAIN = 0.5;

export interface PlayerReading {
  /** The player's currentTime, seconds. */
  currentTime: number;
  paused: boolean;
  playbackRate: number;
}

/** What the player should do now; `undefined` fields are left as they are. */
export interface SyncAction {
  play: boolean;
  /** Set currentTime to this (a seek). */
  seekTo?: number;
  playbackRate: number;
  /** current − target, seconds (for display and tests). */
  drift: number;
}

/**
 * The room's playback follower, as a pure function: where the room is (state at server time
 * `serverNowMs`) and where the player is → what to do. Paused: stop and sit on the exact position.
 * Playing: far off → seek; a little off → lean the rate against the drift within ±5 %; close → the room's rate.
 */
export function decideSync(state: PlaybackState, serverNowMs: number, player: PlayerReading): SyncAction {
  const target = playbackPositionAt(state, serverNowMs);
  const drift = player.currentTime - target;
  const abs = Math.abs(drift);
  if (!state.playing) {
    return {
      play: false,
      seekTo: abs > limits.toleratedDriftSeconds ? target : undefined,
      playbackRate: state.rate,
      drift,
    };
  }
  if (abs > limits.seekDriftSeconds) return { play: true, seekTo: target, playbackRate: state.rate, drift };
  if (abs > limits.toleratedDriftSeconds) {
    const min = limits.correctionRateMin * state.rate;
    const max = limits.correctionRateMax * state.rate;
    const rate = Math.min(max, Math.max(min, state.rate - drift * DRIFT_GAIN));
    return { play: true, playbackRate: rate, drift };
  }
  return { play: true, playbackRate: state.rate, drift };
}
