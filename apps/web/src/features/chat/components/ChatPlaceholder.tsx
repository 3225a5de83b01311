import { MessagesSquare, SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './ChatPlaceholder.module.css';

/** 'Chọn một cuộc trò chuyện' with a button that opens the new-message modal. */
export function ChatPlaceholder({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.placeholder} data-testid="chat-placeholder">
      <span className={styles.icon}>
        <MessagesSquare size={34} aria-hidden="true" />
      </span>
      <h2>{t('chat.selectConversation')}</h2>
      <p>{t('chat.selectHint')}</p>
      <button type="button" className={styles.start} onClick={onStart} data-testid="chat-start">
        <SquarePen size={17} aria-hidden="true" />
        <span>{t('chat.startChatting')}</span>
      </button>
    </div>
  );
}
