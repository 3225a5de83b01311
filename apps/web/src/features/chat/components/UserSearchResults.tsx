import type { ChatUserSearchResult } from '@teamhub/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Spinner } from '../../../components/Spinner';
import { useOnlineUsers } from '../hooks/useOnlineUsers';
import type { useUserSearch } from '../hooks/useUserSearch';
import { chatErrorText } from '../utils/chat-error';
import styles from './Modal.module.css';

interface UserSearchResultsProps {
  search: ReturnType<typeof useUserSearch>;
  onPick: (user: ChatUserSearchResult) => void;
  selectedIds?: ReadonlySet<string>;
  excludeIds?: ReadonlySet<string>;
  /** The user whose pick is being acted on (shows a spinner, blocks other picks). */
  busyId?: string | null;
}

/** The search's hint, progress, error, empty and result states. */
export function UserSearchResults({ search, onPick, selectedIds, excludeIds, busyId }: UserSearchResultsProps) {
  const { t } = useTranslation();
  const onlineUserIds = useOnlineUsers();
  const results = search.results.filter((user) => !excludeIds?.has(user._id));

  if (search.tooShort) return <p className={styles.state}>{t('chat.newMessageModal.hint')}</p>;
  if (search.error) {
    return (
      <div className={styles.error} role="alert" data-testid="user-search-error">
        <strong>{t('chat.errors.searchPage')}</strong>
        <span>
          {chatErrorText(search.error, {
            fallback: t('chat.errors.searchFailed'),
            network: t('chat.errors.searchNetwork'),
          })}
        </span>
      </div>
    );
  }
  if (search.pending && results.length === 0) {
    return (
      <p className={styles.state} role="status">
        <Spinner label={t('chat.newMessageModal.searching')} size="small" />
        {t('chat.newMessageModal.searching')}
      </p>
    );
  }
  if (search.searched && results.length === 0) {
    return (
      <p className={styles.state} data-testid="user-search-empty">
        {t('chat.errors.noUsers')}
      </p>
    );
  }
  return (
    <ul className={styles.results} aria-label={t('chat.newMessageModal.results')} aria-busy={search.pending}>
      {results.map((user) => {
        const online = user.isActive || onlineUserIds.has(user._id);
        const selected = selectedIds?.has(user._id) ?? false;
        const detail = [user.email, user.position].filter(Boolean).join(' · ');
        return (
          <li key={user._id}>
            <button
              type="button"
              className={styles.result}
              onClick={() => onPick(user)}
              disabled={!!busyId}
              aria-pressed={selectedIds ? selected : undefined}
              data-testid="user-search-result"
              data-user-id={user._id}
            >
              <span className={styles.resultAvatar}>
                <Avatar username={user.username} avatar={user.avatar} size={40} />
                {online && <span className={styles.dot} />}
              </span>
              <span className={styles.resultBody}>
                <strong>{user.username}</strong>
                {detail && <small>{detail}</small>}
              </span>
              {busyId === user._id && <Spinner label={t('chat.newMessageModal.opening')} size="small" />}
              {selectedIds && (
                <span className={styles.check} data-checked={selected ? 'true' : 'false'} aria-hidden="true">
                  {selected && <Check size={14} />}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
