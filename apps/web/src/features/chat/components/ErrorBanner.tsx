import { AlertCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChatError } from '../hooks/useChatError';
import styles from './ErrorBanner.module.css';

/** The chat's error banner (it clears itself after 5 s). */
export function ErrorBanner() {
  const { t } = useTranslation();
  const { error, clearError } = useChatError();
  if (!error) return null;
  return (
    <div className={styles.banner} role="alert" data-testid="chat-error">
      <AlertCircle size={18} aria-hidden="true" />
      <span>{error}</span>
      <button type="button" onClick={clearError} aria-label={t('chat.errors.dismiss')}>
        <X size={16} />
      </button>
    </div>
  );
}
