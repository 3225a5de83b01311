import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_LIMITS } from '@teamhub/contracts';
import buttons from '../../../components/Button.module.css';
import styles from '../SearchPage.module.css';

interface SearchFormProps {
  initial: string;
  onSearch: (q: string) => void;
}

/** The page's question: searched when sent (Enter or the button), not at every keystroke. */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.page.queryLabel')}
      </label>
      <div className={styles.queryField}>
        <Search size={20} aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_LIMITS.queryMaxLength}
          placeholder={t('search.page.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          data-testid="search-page-input"
        />
      </div>
      <button type="submit" className={buttons.primary}>
        {t('search.page.submit')}
      </button>
    </form>
  );
}
