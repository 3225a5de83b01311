import { Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './Thread.module.css';

/** A link's message is not in the history any more (deleted, or from before the reader's history): said, not searched for forever. */
export function MessageGoneNote({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.note} role="status" data-testid="chat-message-gone">
      <Info size={18} aria-hidden="true" />
      <span>{t('chat.messageUnavailable')}</span>
      <button type="button" onClick={onDismiss} aria-label={t('chat.errors.dismiss')}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
