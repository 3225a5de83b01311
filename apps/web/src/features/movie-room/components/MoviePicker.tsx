import type { MovieView, SetMovieBody } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link2, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-error';
import { fetchTrendingMovies, movieRoomKeys, searchMovies, setRoomMovie } from '../api';
import { MovieCard } from './MovieCard';
import styles from './MoviePicker.module.css';

interface MoviePickerProps {
  roomId: string;
  onClose: () => void;
  /** After the server stored the choice (the room learns it from `movie-changed`). */
  onChosen: () => void;
}

/** The host's picker: the team's most watched videos, a search, and a pasted link. */
export function MoviePicker({ roomId, onClose, onChosen }: MoviePickerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trending = useQuery({ queryKey: movieRoomKeys.trending, queryFn: fetchTrendingMovies });
  const results = useQuery({
    queryKey: movieRoomKeys.search(query),
    queryFn: () => searchMovies(query),
    enabled: query !== '',
  });
  const showingResults = query !== '';
  const active = showingResults ? results : trending;
  const movies = active.data ?? [];

  const choose = async (body: SetMovieBody, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await setRoomMovie(roomId, body);
      onChosen();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 ? failure.message : fallback);
      setBusy(false);
    }
  };

  const pick = (movie: MovieView) =>
    void choose(
      { tmdbId: movie.id, title: movie.title, poster: movie.posterPath, streamUrl: movie.streamUrl },
      t('movieRoom.selectFailed'),
    );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed) setQuery(trimmed);
  };

  const playLink = (event: FormEvent) => {
    event.preventDefault();
    const url = link.trim();
    if (!url) return;
    // The server checks the link (400 with its message for anything but http/https); sent as typed.
    void choose(
      { tmdbId: 'link', title: t('movieRoom.linkTitle'), poster: '', streamUrl: url },
      t('movieRoom.selectFailed'),
    );
  };

  return (
    <Dialog title={t('movieRoom.pickerTitle')} closeLabel={t('movieRoom.close')} onClose={onClose}>
      <div className={styles.picker}>
        <form className={styles.searchRow} role="search" onSubmit={search}>
          <Search size={18} className={styles.searchIcon} aria-hidden />
          <input
            type="search"
            className={styles.searchInput}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (event.target.value === '') setQuery('');
            }}
            placeholder={t('movieRoom.searchPlaceholder')}
            aria-label={t('movieRoom.searchLabel')}
            data-testid="movie-search"
          />
          <button type="submit" className={styles.secondary}>
            {t('movieRoom.searchButton')}
          </button>
        </form>
        {error && (
          <p className={styles.error} role="alert" data-testid="movie-picker-error">
            {error}
          </p>
        )}
        <h3 className={styles.sectionTitle}>{showingResults ? t('movieRoom.results') : t('movieRoom.trending')}</h3>
        {active.isPending ? (
          <div className={styles.center}>
            <Spinner label={t('movieRoom.loadingMovies')} />
          </div>
        ) : active.isError ? (
          <p className={styles.empty}>{t('movieRoom.moviesFailed')}</p>
        ) : movies.length === 0 ? (
          <p className={styles.empty}>{showingResults ? t('movieRoom.noResults') : t('movieRoom.noTrending')}</p>
        ) : (
          <ul className={styles.grid} aria-busy={busy}>
            {movies.map((movie) => (
              <li key={movie.id}>
                <MovieCard movie={movie} disabled={busy} onPick={() => pick(movie)} />
              </li>
            ))}
          </ul>
        )}
        <form className={styles.linkForm} onSubmit={playLink} noValidate>
          <label className={styles.linkLabel} htmlFor="movie-link">
            <Link2 size={16} aria-hidden /> {t('movieRoom.linkLabel')}
          </label>
          <div className={styles.linkRow}>
            <input
              id="movie-link"
              type="url"
              inputMode="url"
              className={styles.searchInput}
              value={link}
              onChange={(event) => setLink(event.target.value)}
              placeholder={t('movieRoom.linkPlaceholder')}
              aria-describedby="movie-link-hint"
              data-testid="movie-link"
            />
            <button type="submit" className={styles.primary} disabled={busy || link.trim() === ''}>
              {t('movieRoom.linkButton')}
            </button>
          </div>
          <p id="movie-link-hint" className={styles.hint}>
            {t('movieRoom.linkHint')}
          </p>
        </form>
      </div>
    </Dialog>
  );
}
