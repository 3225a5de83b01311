import type { ConversationView } from '@teamhub/contracts';
import { Search, SquarePen, UsersRound, X } from 'lucide-react';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { useNamespaceSocket } from '../../../lib/realtime/namespace-connection';
import { MESSAGE_SEARCH } from '../hooks/useMessageSearch';
import { filterConversations, type ChatTab } from '../utils/conversation-list';
import { ChatTabs } from './ChatTabs';
import { ConversationList, type ListStatus } from './ConversationList';
import { MessageSearchResults } from './MessageSearchResults';
import styles from './Sidebar.module.css';

interface ConversationSidebarProps {
  conversations: ConversationView[];
  status: ListStatus;
  onRetry: () => void;
  activeId: string | null;
  onSelect: (conversationId: string) => void;
  onOpened: (conversation: ConversationView) => void;
  tab: ChatTab;
  onTabChange: (tab: ChatTab) => void;
  search: string;
  onSearchChange: (search: string) => void;
  onNewMessage: () => void;
  onNewGroup: () => void;
}

/**
 * Up and Down move between the search box and the results under it (conversations, then messages);
 * Enter or Space opens the one focused, as buttons do.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>, searchBox: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target as HTMLElement;
  const fromSearch = target === searchBox;
  if (!fromSearch && !target.hasAttribute('data-arrow-nav')) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-arrow-nav]:not(:disabled)')];
  const index = fromSearch ? -1 : items.indexOf(target);
  const next = index + (event.key === 'ArrowDown' ? 1 : -1);
  if (fromSearch && next < 0) return;
  event.preventDefault();
  if (next < 0) searchBox?.focus();
  else items[Math.min(next, items.length - 1)]?.focus();
}

/** 'Chats': title and actions, the search box, the filter tabs, the list and the messages a search finds. */
export function ConversationSidebar({
  conversations,
  tab,
  search,
  onTabChange,
  onSearchChange,
  onNewMessage,
  onNewGroup,
  ...listProps
}: ConversationSidebarProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { connected } = useNamespaceSocket('chat');
  const visible = useMemo(
    () => filterConversations(conversations, tab, search, user?._id),
    [conversations, tab, search, user?._id],
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const searchesMessages = search.trim().length >= MESSAGE_SEARCH.minLength;
  // The Unread tab still lists muted conversations with unread messages, but does not count them.
  const unread = conversations.filter((item) => item.unreadCount > 0 && !item.muted).length;

  return (
    <section
      className={styles.sidebar}
      aria-label={t('chat.listLabel')}
      onKeyDown={(event) => moveFocus(event, searchRef.current)}
    >
      <header className={styles.header}>
        <h1 className={styles.title}>{t('chat.title')}</h1>
        {!connected && (
          <span className={styles.connection} role="status" data-testid="chat-connection-status">
            {t('chat.connecting')}
          </span>
        )}
        <div className={styles.headerActions}>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onNewGroup}
            aria-label={t('chat.newGroup')}
            title={t('chat.newGroup')}
            data-testid="chat-new-group"
          >
            <UsersRound size={20} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onNewMessage}
            aria-label={t('chat.newMessage')}
            title={t('chat.newMessage')}
            data-testid="chat-new-message"
          >
            <SquarePen size={20} />
          </button>
        </div>
      </header>
      <div className={styles.searchBox}>
        <Search size={17} aria-hidden="true" className={styles.searchIcon} />
        <input
          ref={searchRef}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('chat.searchPlaceholder')}
          aria-label={t('chat.searchLabel')}
          data-testid="chat-search"
        />
        {search && (
          <button
            type="button"
            className={styles.clearSearch}
            onClick={() => onSearchChange('')}
            aria-label={t('chat.clearSearch')}
          >
            <X size={15} />
          </button>
        )}
      </div>
      <ChatTabs value={tab} onChange={onTabChange} unreadCount={unread} />
      <ConversationList
        {...listProps}
        conversations={visible}
        tab={tab}
        searching={search.trim().length > 0}
        search={search}
      >
        {searchesMessages ? <MessageSearchResults search={search} conversations={conversations} /> : undefined}
      </ConversationList>
    </section>
  );
}
