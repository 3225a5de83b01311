import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { SearchFilterBar } from './components/SearchFilterBar';
import { SearchForm } from './components/SearchForm';
import { SearchIntro } from './components/SearchIntro';
import { SearchResults } from './components/SearchResults';
import { useSearchFilters } from './hooks/useSearchFilters';
import { useSearchStrings } from './search-strings';
import styles from './SearchPage.module.css';

/** /search?q=&type=&from=&in=&after=&before=: the full list of hits, with filters, a page at a time. */
export function SearchPage() {
  const { t } = useTranslation();
  const ready = useSearchStrings();
  const { filters, change } = useSearchFilters();
  if (!ready) return <Spinner label={t('app.loading')} />;
  return (
    <section className={styles.page}>
      <PageHeader title={t('search.title')} />
      {/* Keyed by the address's question, so back and forward put their own words in the field. */}
      <SearchForm key={filters.q} initial={filters.q} onSearch={(q) => change({ q })} />
      <SearchFilterBar filters={filters} onChange={change} />
      {filters.q ? (
        <SearchResults filters={filters} onChange={change} />
      ) : (
        <SearchIntro onExample={(q) => change({ q })} />
      )}
    </section>
  );
}
