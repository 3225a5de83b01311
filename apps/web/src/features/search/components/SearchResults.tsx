import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import { EmptyState } from '../../../components/EmptyState';
import { errorText } from '../../../lib/error-text';
import { fetchProjects, projectKeys } from '../../projects';
import { useSearchResults } from '../hooks/useSearchResults';
import type { SearchFilters } from '../utils/search-url';
import styles from '../SearchPage.module.css';
import { SearchResultItem } from './SearchResultItem';

interface SearchResultsProps {
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
}

function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletons} role="status" aria-label={t('search.page.loading')}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeleton} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}

/** The hits for the address's question and filters, with their loading, empty and failed states and "load more". */
export function SearchResults({ filters, onChange }: SearchResultsProps) {
  const { t } = useTranslation();
  const results = useSearchResults(filters);
  const projects = useQuery({ queryKey: projectKeys.list, queryFn: fetchProjects, staleTime: 60_000 });
  const projectNames = useMemo(
    () => new Map((projects.data ?? []).map((project) => [project.id, project.name])),
    [projects.data],
  );
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  // After "load more", focus goes to the first new hit: the button may be gone, and that is where reading goes on.
  const focusFrom = useRef<number | null>(null);
  const count = results.hits.length;
  useEffect(() => {
    if (focusFrom.current === null || results.isFetchingNextPage) return;
    const first = links.current[focusFrom.current];
    focusFrom.current = null;
    first?.focus();
  }, [count, results.isFetchingNextPage]);

  const narrowed = !!(filters.type || filters.from || filters.in || filters.after || filters.before);

  if (results.isPending) return <ResultsSkeleton />;
  if (results.isError && count === 0) {
    return (
      <div className={styles.failure} role="alert" data-testid="search-error">
        <p>{errorText(results.error, t('search.page.failed'))}</p>
        <button type="button" className={buttons.secondary} onClick={() => void results.refetch()}>
          {t('search.page.retry')}
        </button>
      </div>
    );
  }
  if (count === 0) {
    return (
      <EmptyState
        icon={<SearchX size={28} />}
        title={t('search.page.noResultsTitle', { query: filters.q })}
        titleAs="h2"
        hint={t('search.page.noResultsHint')}
        testId="search-no-results"
        action={
          narrowed && (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() =>
                onChange({ type: undefined, from: undefined, in: undefined, after: undefined, before: undefined })
              }
            >
              {t('search.page.clearFilters')}
            </button>
          )
        }
      />
    );
  }

  return (
    <section className={styles.results} aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className={styles.resultsHeading}>
        {t('search.page.results', { query: filters.q })}
      </h2>
      <ul className={styles.hitList} data-testid="search-results">
        {results.hits.map((hit, index) => (
          <li key={`${hit.type}:${hit.id}`}>
            <SearchResultItem
              hit={hit}
              projectNames={projectNames}
              ref={(element) => {
                links.current[index] = element;
              }}
            />
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status">
        {results.isFetching ? '' : t('search.palette.resultsCount', { count })}
      </span>
      {results.isFetchNextPageError && (
        <div className={styles.failure} role="alert">
          <p>{errorText(results.error, t('search.page.failed'))}</p>
        </div>
      )}
      {results.hasNextPage ? (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.loadMore}`}
          disabled={results.isFetchingNextPage}
          onClick={() => {
            focusFrom.current = count;
            void results.fetchNextPage();
          }}
          data-testid="search-load-more"
        >
          {results.isFetchingNextPage ? t('search.page.loadingMore') : t('search.page.loadMore')}
        </button>
      ) : (
        <p className={styles.end}>{t('search.page.end')}</p>
      )}
    </section>
  );
}
