import type { ConversationView, SearchHit } from '@teamhub/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useMessageSearch } from '../hooks/useMessageSearch';
import { MessageSearchHit } from './MessageSearchHit';
import sidebar from './Sidebar.module.css';
import styles from './MessageSearch.module.css';

/** Under the conversations the search box filters: the messages it finds (GET /api/search?type=message). */
export function MessageSearchResults({
  search,
  conversations,
}: {
  search: string;
  conversations: readonly ConversationView[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const found = useMessageSearch(search);
  const byId = useMemo(() => new Map(conversations.map((item) => [item._id, item])), [conversations]);
  if (!found.active) return null;
  // The server's link: /chat?c=<conversation>&message=<message>, which the page lands on.
  const open = (hit: SearchHit) => void navigate(hit.link);
  const query = search.trim();

  let state = null;
  if (found.failed) {
    state = (
      <div className={sidebar.state} role="alert">
        <p>{t('chat.search.failed')}</p>
        <button type="button" className={sidebar.retry} onClick={found.retry} data-arrow-nav="">
          {t('chat.retry')}
        </button>
      </div>
    );
  } else if (found.hits.length === 0 && found.pending) {
    state = (
      <div className={styles.searching}>
        <Spinner label={t('chat.search.searching')} size="small" />
      </div>
    );
  } else if (found.hits.length === 0 && found.searched) {
    state = (
      <p className={sidebar.state} data-testid="message-search-empty">
        {t('chat.search.noMessages', { query })}
      </p>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="message-search">
      <h2 id={headingId} className={sidebar.listHeading}>
        {t('chat.search.messages')}
      </h2>
      {/* Said once the typed text has been searched: how many were found (the list itself is not re-read). */}
      <p className="visually-hidden" role="status">
        {found.searched && found.hits.length > 0 ? t('chat.search.found', { count: found.hits.length }) : ''}
      </p>
      {found.hits.length > 0 && (
        <ul className={sidebar.items} aria-busy={found.pending} data-pending={found.pending ? 'true' : 'false'}>
          {found.hits.map((hit) => (
            <MessageSearchHit
              key={hit.id}
              hit={hit}
              conversation={byId.get(hit.context.conversationId ?? '')}
              onOpen={open}
            />
          ))}
        </ul>
      )}
      {state}
      {found.hasMore && !found.failed && (
        <button
          type="button"
          className={styles.more}
          onClick={found.loadMore}
          disabled={found.loadingMore}
          data-arrow-nav=""
          data-testid="message-search-more"
        >
          {found.loadingMore ? t('chat.search.loadingMore') : t('chat.search.loadMore')}
        </button>
      )}
    </section>
  );
}
