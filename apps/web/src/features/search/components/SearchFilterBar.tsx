import { SEARCH_TYPES } from '@teamhub/contracts';
import { LayoutGrid, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_ICONS } from '../utils/kind-icons';
import type { SearchFilters } from '../utils/search-url';
import styles from '../SearchPage.module.css';
import { AuthorFilter } from './AuthorFilter';
import { PlaceFilter } from './PlaceFilter';

interface SearchFilterBarProps {
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
}

/** The kinds as chips (All first), then who wrote it, where, and between which days. */
export function SearchFilterBar({ filters, onChange }: SearchFilterBarProps) {
  const { t } = useTranslation();
  const afterId = useId();
  const beforeId = useId();
  const rowId = useId();
  const activeCount = [filters.from, filters.in, filters.after, filters.before].filter(Boolean).length;
  // Phones fold the filters away behind a button (wider screens always show them, CSS).
  const [unfolded, setUnfolded] = useState(activeCount > 0);

  const chip = (type: SearchFilters['type'], label: string, Icon: typeof LayoutGrid) => (
    <button
      key={type ?? 'all'}
      type="button"
      className={styles.chip}
      aria-pressed={filters.type === type}
      onClick={() => onChange({ type })}
      data-testid={`search-kind-${type ?? 'all'}`}
    >
      <Icon size={16} aria-hidden="true" />
      {label}
    </button>
  );

  return (
    <div className={styles.filters}>
      <div className={styles.chips} role="group" aria-label={t('search.page.kindLabel')}>
        {chip(undefined, t('search.page.all'), LayoutGrid)}
        {SEARCH_TYPES.map((type) => chip(type, t(`search.kinds.${type}`), KIND_ICONS[type]))}
      </div>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={unfolded}
        aria-controls={rowId}
        onClick={() => setUnfolded((open) => !open)}
      >
        <SlidersHorizontal size={16} aria-hidden="true" />
        {activeCount > 0 ? t('search.page.filtersCount', { count: activeCount }) : t('search.page.filters')}
      </button>
      <div className={styles.filterRow} id={rowId} data-unfolded={unfolded}>
        <AuthorFilter authorId={filters.from} onChange={(from) => onChange({ from })} />
        <PlaceFilter placeId={filters.in} onChange={(place) => onChange({ in: place })} />
        <div className={styles.filterField}>
          <label htmlFor={afterId}>{t('search.page.after')}</label>
          <input
            id={afterId}
            type="date"
            value={filters.after ?? ''}
            max={filters.before}
            onChange={(event) => onChange({ after: event.target.value || undefined })}
            data-testid="search-after"
          />
        </div>
        <div className={styles.filterField}>
          <label htmlFor={beforeId}>{t('search.page.before')}</label>
          <input
            id={beforeId}
            type="date"
            value={filters.before ?? ''}
            min={filters.after}
            onChange={(event) => onChange({ before: event.target.value || undefined })}
            data-testid="search-before"
          />
        </div>
      </div>
      {activeCount > 0 && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange({ from: undefined, in: undefined, after: undefined, before: undefined })}
        >
          {t('search.page.clearFilters')}
        </button>
      )}
    </div>
  );
}
