import { ROOM_ID_PATTERN, translateServerMessage, type RoomView } from '@teamhub/contracts';
import { Clapperboard } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { createNewRoom, findOrCreateRoom } from '../hooks/joinRoom';
import styles from './JoinCard.module.css';

interface JoinCardProps {
  initialRoomId?: string;
  /** A failure from outside (the socket's join), shown like the card's own. */
  error?: string | null;
  onJoined: (room: RoomView) => void;
}

/** 'Tham gia Phòng Phim': a room id (joined, or created with the joiner as host) and an optional name. */
export function JoinCard({ initialRoomId = '', error: outsideError = null, onJoined }: JoinCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [roomId, setRoomId] = useState(initialRoomId);
  const [name, setName] = useState('');
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? outsideError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = roomId.trim().toLowerCase();
    if (!trimmed) {
      setError(t('movieRoom.roomIdRequired'));
      return;
    }
    if (!ROOM_ID_PATTERN.test(trimmed)) {
      setError(translateServerMessage('movieRoom.roomIdInvalid', i18n.language === 'en' ? 'en' : 'vi'));
      return;
    }
    await enter(() => findOrCreateRoom(trimmed, name));
  };

  const enter = async (join: () => Promise<RoomView>) => {
    setError(null);
    setJoining(true);
    try {
      onJoined(await join());
    } catch {
      setError(t('movieRoom.joinFailed'));
      setJoining(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.badge} aria-hidden>
        <Clapperboard size={28} />
      </div>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('movieRoom.joinTitle')}
      </h2>
      <p className={styles.subtitle}>{t('movieRoom.joinSubtitle')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.field}>
          <span>{t('movieRoom.roomIdLabel')}</span>
          <input
            value={roomId}
            onChange={(event) => setRoomId(event.target.value)}
            placeholder={t('movieRoom.roomIdPlaceholder')}
            autoComplete="off"
            maxLength={64}
            data-testid="room-id-input"
          />
        </label>
        <label className={styles.field}>
          <span>{t('movieRoom.roomNameLabel')}</span>
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('movieRoom.roomNamePlaceholder')}
            autoComplete="off"
            maxLength={80}
            data-testid="room-name-input"
          />
        </label>
        {shownError && (
          <p className={styles.error} role="alert">
            {shownError}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={roomId === '' || joining} data-testid="join-room">
          {joining ? <Spinner size="small" label={t('movieRoom.joining')} /> : null}
          {joining ? t('movieRoom.joining') : t('movieRoom.joinButton')}
        </button>
        <button
          type="button"
          className={styles.createNew}
          disabled={joining}
          onClick={() => void enter(() => createNewRoom(name))}
          data-testid="create-new-room"
        >
          {t('movieRoom.createNewRoom')}
        </button>
        <p className={styles.hint}>{t('movieRoom.joinHint')}</p>
      </form>
    </section>
  );
}
