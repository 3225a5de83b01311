import { playbackPositionAt, type CurrentMovie, type PlaybackAction, type PlaybackState } from '@teamhub/contracts';
import { Volume2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useHlsSource } from '../hooks/useHlsSource';
import { usePlaybackSync } from '../hooks/usePlaybackSync';
import { PlayerControls } from './PlayerControls';
import styles from './RoomPlayer.module.css';

interface RoomPlayerProps {
  movie: CurrentMovie;
  playback: PlaybackState | null;
  clockOffset: RefObject<number>;
  isHost: boolean;
  onControl: (action: PlaybackAction, position: number, rate?: number) => void;
}

/** The room's movie, kept in step with the room; only the host's controls change where it is. */
export function RoomPlayer({ movie, playback, clockOffset, isHost, onControl }: RoomPlayerProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(movie.duration ?? 0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [waiting, setWaiting] = useState(true);
  const [failed, setFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  const onError = useCallback(() => setFailed(true), []);
  useHlsSource(videoRef, movie.streamUrl, onError);
  const { autoplayBlocked, enableAudio } = usePlaybackSync(videoRef, playback, clockOffset, movie.streamUrl);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const control = (action: PlaybackAction, position: number, rate?: number) => {
    // Play, pause and rate start from where the room is now, not from this player's small drift.
    const at =
      action !== 'seek' && playback ? playbackPositionAt(playback, Date.now() + clockOffset.current) : position;
    onControl(action, Math.max(0, at), rate ?? playback?.rate ?? 1);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frameRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  const applyVolume = (value: number) => {
    const video = videoRef.current;
    setVolume(value);
    setMuted(value === 0);
    if (video) {
      video.volume = value;
      video.muted = value === 0;
    }
  };

  const toggleMute = () => {
    const video = videoRef.current;
    const next = !muted;
    setMuted(next);
    if (video) video.muted = next;
    if (!next && volume === 0) applyVolume(0.5);
  };

  return (
    <section className={styles.player} aria-label={movie.title}>
      <div className={styles.frame} ref={frameRef}>
        <video
          ref={videoRef}
          className={styles.video}
          data-testid="room-player"
          playsInline
          preload="auto"
          onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
          onDurationChange={(event) => {
            const value = event.currentTarget.duration;
            if (Number.isFinite(value)) setDuration(value);
          }}
          onWaiting={() => setWaiting(true)}
          onPlaying={() => setWaiting(false)}
          onCanPlay={() => setWaiting(false)}
          onError={onError}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          onDoubleClick={toggleFullscreen}
        />
        {waiting && !failed && (
          <div className={styles.overlay}>
            <Spinner label={t('movieRoom.loadingVideo')} />
          </div>
        )}
        {failed && (
          <div className={styles.overlay} role="alert">
            {t('movieRoom.videoError')}
          </div>
        )}
        {autoplayBlocked && (
          <button type="button" className={styles.enableAudio} onClick={enableAudio} data-testid="enable-audio">
            <Volume2 size={18} aria-hidden />
            {t('movieRoom.enableAudio')}
          </button>
        )}
        <PlayerControls
          isHost={isHost}
          playing={playback?.playing ?? false}
          rate={playback?.rate ?? 1}
          currentTime={currentTime}
          duration={duration}
          volume={volume}
          muted={muted}
          fullscreen={fullscreen}
          onControl={control}
          onVolume={applyVolume}
          onToggleMute={toggleMute}
          onToggleFullscreen={toggleFullscreen}
        />
      </div>
      <div className={styles.caption}>
        <span className={styles.nowPlaying}>{t('movieRoom.nowPlaying')}</span>
        <h2 className={styles.title} data-testid="room-movie-title">
          {movie.title}
        </h2>
      </div>
    </section>
  );
}
