import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useAdminMembers } from '../hooks/useAdminMembers';
import { errorText } from '../../../lib/error-text';
import { MemberItem } from './MemberItem';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './admin.module.css';
import own from './MembersSection.module.css';

/** How long typing pauses before the search asks the server. */
const SEARCH_PAUSE_MS = 300;

/** Members with search and "load more"; each with their role and status actions. */
export function MembersSection() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const members = useAdminMembers(query);
  const list = members.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <div className={styles.card} data-testid="admin-members">
      <div className={own.search}>
        <Search size={18} aria-hidden="true" className={own.searchIcon} />
        <label htmlFor="admin-member-search" className="visually-hidden">
          {t('admin.members.searchLabel')}
        </label>
        <input
          id="admin-member-search"
          type="search"
          className={`${form.input} ${styles.input} ${own.searchInput}`}
          placeholder={t('admin.members.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={100}
        />
      </div>
      {members.isPending && <Spinner label={t('admin.members.loading')} />}
      {members.isError && (
        <p className={`${form.error} ${styles.error}`} role="alert">
          {errorText(members.error, t('admin.loadFailed'), { withDetails: true })}
        </p>
      )}
      {members.isSuccess && list.length === 0 && <p className={styles.muted}>{t('admin.members.empty', { query })}</p>}
      {list.length > 0 && (
        <ul className={styles.list} aria-label={t('admin.sectionMembers')}>
          {list.map((member) => (
            <MemberItem key={member.id} member={member} />
          ))}
        </ul>
      )}
      {members.hasNextPage && (
        <button
          type="button"
          className={`${buttons.secondary} ${own.more}`}
          onClick={() => void members.fetchNextPage()}
          disabled={members.isFetchingNextPage}
        >
          {members.isFetchingNextPage ? t('admin.members.loadingMore') : t('admin.members.loadMore')}
        </button>
      )}
    </div>
  );
}
