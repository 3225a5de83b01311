import type { RoomView } from '@teamhub/contracts';
import { Clapperboard, Crown, LogOut, Wifi, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './RoomHeader.module.css';

interface RoomHeaderProps {
  room: RoomView;
  isHost: boolean;
  connected: boolean;
  /** The voice engineer's VoiceControls. */
  voiceControls?: ReactNode;
  onChooseMovie: () => void;
  onLeave: () => void;
}

/** The room's name and id, the host badge, the connection, voice, 'Chọn phim' (host) and leave. */
export function RoomHeader({ room, isHost, connected, voiceControls, onChooseMovie, onLeave }: RoomHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <h1 className={styles.name}>{room.name}</h1>
        <div className={styles.meta}>
          <span className={styles.roomId} data-testid="room-id">
            {t('movieRoom.roomHeading', { roomId: room.roomId })}
          </span>
          {isHost ? (
            <span className={styles.hostBadge} data-testid="host-badge">
              <Crown size={13} aria-hidden />
              {t('movieRoom.host')}
            </span>
          ) : (
            <span className={styles.hostedBy}>{t('movieRoom.hostedBy', { username: room.host.username })}</span>
          )}
          <span
            className={connected ? styles.online : styles.offline}
            role="status"
            data-testid="room-connection"
            data-connected={connected}
          >
            {connected ? <Wifi size={13} aria-hidden /> : <WifiOff size={13} aria-hidden />}
            {connected ? t('movieRoom.connected') : t('movieRoom.disconnected')}
          </span>
        </div>
      </div>
      <div className={styles.actions}>
        {voiceControls}
        {isHost && (
          <button type="button" className={styles.primary} onClick={onChooseMovie} data-testid="choose-movie">
            <Clapperboard size={16} aria-hidden />
            {t('movieRoom.chooseMovie')}
          </button>
        )}
        <button type="button" className={styles.leave} onClick={onLeave} data-testid="leave-room">
          <LogOut size={16} aria-hidden />
          {t('movieRoom.leave')}
        </button>
      </div>
    </header>
  );
}
