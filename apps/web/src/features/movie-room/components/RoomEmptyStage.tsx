import { Clapperboard, Popcorn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './RoomEmptyStage.module.css';

/** The screen before a movie: a prompt to choose one (host), or the wait for the host (others). */
export function RoomEmptyStage({ isHost, onChooseMovie }: { isHost: boolean; onChooseMovie: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.stage} data-testid="room-empty">
      <div className={styles.glow} aria-hidden />
      <Popcorn size={44} className={styles.icon} aria-hidden />
      {isHost ? (
        <>
          <h2 className={styles.title}>{t('movieRoom.emptyHostTitle')}</h2>
          <p className={styles.text}>{t('movieRoom.emptyHostText')}</p>
          <button type="button" className={styles.button} onClick={onChooseMovie}>
            <Clapperboard size={16} aria-hidden />
            {t('movieRoom.chooseMovie')}
          </button>
        </>
      ) : (
        <p className={styles.title}>{t('movieRoom.waitingHost')}</p>
      )}
    </section>
  );
}
