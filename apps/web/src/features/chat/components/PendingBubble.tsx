import type { MessageType } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { messageSummary } from '../utils/chat-text';
import styles from './Message.module.css';

/** One's own message on its way to the server, shown faded until the server has saved it. */
export function PendingBubble({ content, type = 'text' }: { content: string; type?: MessageType }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row} data-own="true" data-run-end="true" data-pending="true" data-testid="message-pending">
      <div className={styles.stack}>
        <div className={styles.line}>
          <div className={styles.bubble}>
            <p className={styles.text}>{messageSummary({ content, messageType: type })}</p>
          </div>
        </div>
        <span className={styles.meta} role="status">
          {t('chat.sending')}
        </span>
      </div>
    </div>
  );
}
