import type { MovieView } from '@teamhub/contracts';
import { Film, FileVideo, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from '../utils/playback-time';
import styles from './MoviePicker.module.css';

/** One choice in the picker: poster (or a placeholder), title, where it comes from, its length. */
export function MovieCard({ movie, disabled, onPick }: { movie: MovieView; disabled: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const [posterFailed, setPosterFailed] = useState(false);
  const SourceIcon = movie.source === 'post' ? Newspaper : FileVideo;
  return (
    <button type="button" className={styles.card} onClick={onPick} disabled={disabled} data-testid="movie-option">
      <span className={styles.poster}>
        {movie.posterPath && !posterFailed ? (
          <img src={movie.posterPath} alt="" loading="lazy" onError={() => setPosterFailed(true)} />
        ) : (
          <span className={styles.posterPlaceholder} aria-hidden>
            <Film size={28} />
          </span>
        )}
        {movie.duration !== null && <span className={styles.duration}>{formatPlaybackTime(movie.duration)}</span>}
      </span>
      <span className={styles.cardTitle}>{movie.title}</span>
      <span className={styles.source}>
        <SourceIcon size={13} aria-hidden />
        {movie.source === 'post' ? t('movieRoom.sourcePost') : t('movieRoom.sourceDocument')}
      </span>
    </button>
  );
}
