import { useTranslation } from 'react-i18next';
import { CHAT_TABS, type ChatTab } from '../utils/conversation-list';
import styles from './Sidebar.module.css';

export const CHAT_LIST_ID = 'chat-conversation-list';

/** All / Unread / Groups / Communities. */
export function ChatTabs({
  value,
  onChange,
  unreadCount,
}: {
  value: ChatTab;
  onChange: (tab: ChatTab) => void;
  unreadCount: number;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('chat.tabsLabel')}>
      {CHAT_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={CHAT_LIST_ID}
          className={styles.tab}
          onClick={() => onChange(tab)}
          data-testid={`chat-tab-${tab}`}
        >
          {t(`chat.tabs.${tab}`)}
          {tab === 'unread' && unreadCount > 0 && <span className={styles.tabCount}>{unreadCount}</span>}
        </button>
      ))}
    </div>
  );
}
