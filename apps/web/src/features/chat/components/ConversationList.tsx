import type { ConversationView } from '@teamhub/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatTab } from '../utils/conversation-list';
import { CHAT_LIST_ID } from './ChatTabs';
import { CommunityDiscovery } from './CommunityDiscovery';
import { ConversationItem } from './ConversationItem';
import styles from './Sidebar.module.css';

export type ListStatus = 'loading' | 'error' | 'ready';

interface ConversationListProps {
  conversations: ConversationView[];
  status: ListStatus;
  onRetry: () => void;
  activeId: string | null;
  onSelect: (conversationId: string) => void;
  onOpened: (conversation: ConversationView) => void;
  tab: ChatTab;
  searching: boolean;
  search: string;
  /** Shown under the list, in the same scrolling pane (the messages a search finds). */
  children?: ReactNode;
}

const EMPTY_KEYS = {
  all: 'chat.emptyList',
  unread: 'chat.emptyUnread',
  groups: 'chat.emptyGroups',
  communities: 'chat.emptyCommunities',
} as const;

/** The conversations of the current tab, or the loading, error and empty states. */
export function ConversationList({
  conversations,
  status,
  onRetry,
  activeId,
  onSelect,
  onOpened,
  tab,
  searching,
  search,
  children,
}: ConversationListProps) {
  const { t } = useTranslation();
  const communities = tab === 'communities';

  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.skeletons} role="status" aria-label={t('chat.loadingConversations')}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={styles.skeleton}>
            <span className={styles.skeletonAvatar} />
            <span className={styles.skeletonLines}>
              <span />
              <span />
            </span>
          </div>
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('chat.errors.loadConversations')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('chat.retry')}
        </button>
      </div>
    );
  } else if (conversations.length === 0) {
    body = communities ? null : (
      <p className={searching ? styles.stateCompact : styles.state} data-testid="chat-list-empty">
        {t(searching ? 'chat.emptySearch' : EMPTY_KEYS[tab])}
      </p>
    );
  } else {
    body = (
      <ul className={styles.items} data-testid="conversation-list">
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation._id}
            conversation={conversation}
            active={conversation._id === activeId}
            onSelect={onSelect}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.list} id={CHAT_LIST_ID} role="tabpanel">
      {communities && status === 'ready' && conversations.length > 0 && (
        <h2 className={styles.listHeading}>{t('chat.yourCommunities')}</h2>
      )}
      {/* While messages are searched too, the two kinds of results get a heading each. */}
      {!communities && searching && children && status === 'ready' && (
        <h2 className={styles.listHeading}>{t('chat.search.conversations')}</h2>
      )}
      {body}
      {children}
      {communities && status !== 'loading' && (
        <CommunityDiscovery search={search} onJoined={onOpened} hasJoined={conversations.length > 0} />
      )}
    </div>
  );
}
