import type { PlaybackAction } from '@teamhub/contracts';
import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from '../utils/playback-time';
import styles from './RoomPlayer.module.css';

const RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export interface PlayerControlsProps {
  isHost: boolean;
  playing: boolean;
  rate: number;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  fullscreen: boolean;
  onControl: (action: PlaybackAction, position: number, rate?: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
}

/** The bar under the picture: the host's play/seek/rate, everyone's time, volume and full screen. */
export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useTranslation();
  const { isHost, playing, rate, currentTime, duration, onControl } = props;
  const [dragValue, setDragValue] = useState<number | null>(null);
  const dragging = useRef(false);
  const max = duration > 0 ? duration : Math.max(currentTime, 1);
  const shown = dragValue ?? currentTime;
  const clamp = (value: number) => Math.max(0, duration > 0 ? Math.min(value, duration) : value);

  const commitSeek = (value: number) => {
    setDragValue(null);
    onControl('seek', clamp(value));
  };

  return (
    <div className={styles.controls}>
      {isHost && (
        <div className={styles.seekRow}>
          <input
            type="range"
            className={styles.seek}
            min={0}
            max={max}
            step={0.1}
            value={Math.min(shown, max)}
            aria-label={t('movieRoom.seek')}
            aria-valuetext={`${formatPlaybackTime(shown)} / ${formatPlaybackTime(duration)}`}
            onPointerDown={() => {
              dragging.current = true;
            }}
            onPointerUp={(event) => {
              dragging.current = false;
              commitSeek(Number(event.currentTarget.value));
            }}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (dragging.current) setDragValue(value);
              else commitSeek(value);
            }}
            data-testid="room-seek"
          />
        </div>
      )}
      <div className={styles.controlRow}>
        {isHost && (
          <>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => onControl(playing ? 'pause' : 'play', currentTime)}
              aria-label={playing ? t('movieRoom.pause') : t('movieRoom.play')}
              data-testid="room-play-toggle"
            >
              {playing ? <Pause size={20} /> : <Play size={20} />}
            </button>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => onControl('seek', clamp(currentTime - 10))}
              aria-label={t('movieRoom.back10')}
            >
              <RotateCcw size={18} />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => onControl('seek', clamp(currentTime + 10))}
              aria-label={t('movieRoom.forward10')}
              data-testid="room-forward"
            >
              <RotateCw size={18} />
            </button>
          </>
        )}
        <span className={styles.time} data-testid="room-time">
          {formatPlaybackTime(currentTime)} / {formatPlaybackTime(duration)}
        </span>
        <span className={styles.spacer} />
        {isHost ? (
          <select
            className={styles.rate}
            value={rate}
            aria-label={t('movieRoom.rate')}
            onChange={(event) => onControl('rate', currentTime, Number(event.target.value))}
          >
            {RATES.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        ) : (
          <span className={styles.guestHint}>{t('movieRoom.hostControlsHint')}</span>
        )}
        <button
          type="button"
          className={styles.iconButton}
          onClick={props.onToggleMute}
          aria-label={props.muted ? t('movieRoom.unmute') : t('movieRoom.mute')}
        >
          {props.muted || props.volume === 0 ? <VolumeX size={18} /> : <Volume2 size={18} />}
        </button>
        <input
          type="range"
          className={styles.volume}
          min={0}
          max={1}
          step={0.05}
          value={props.muted ? 0 : props.volume}
          aria-label={t('movieRoom.volume')}
          onChange={(event) => props.onVolume(Number(event.target.value))}
        />
        <button
          type="button"
          className={styles.iconButton}
          onClick={props.onToggleFullscreen}
          aria-label={props.fullscreen ? t('movieRoom.exitFullscreen') : t('movieRoom.fullscreen')}
        >
          {props.fullscreen ? <Minimize size={18} /> : <Maximize size={18} />}
        </button>
      </div>
    </div>
  );
}
