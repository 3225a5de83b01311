import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import empty from '../../../components/EmptyState.module.css';
import styles from '../SearchPage.module.css';

const EXAMPLES = ['example1', 'example2', 'example3'] as const;

/** Before anything is asked: what can be found, and questions to try (each runs when chosen). */
export function SearchIntro({ onExample }: { onExample: (q: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${empty.box} ${styles.intro}`} data-testid="search-intro">
      <span className={empty.icon} aria-hidden="true">
        <Search size={28} />
      </span>
      <h2 className={styles.introTitle}>{t('search.page.emptyTitle')}</h2>
      <p className={styles.introHint}>{t('search.page.emptyHint')}</p>
      <div className={styles.examples}>
        <span>{t('search.page.examplesLabel')}</span>
        {EXAMPLES.map((key) => (
          <button key={key} type="button" className={styles.example} onClick={() => onExample(t(`search.page.${key}`))}>
            {t(`search.page.${key}`)}
          </button>
        ))}
      </div>
      <p className={styles.introNote}>{t('search.page.examplesNote')}</p>
    </div>
  );
}
