import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useChatError } from '../hooks/useChatError';
import styles from './ChatErrorBanner.module.css';

/** The chat's error banner, floating over the thread (it clears itself after 5 s). */
export function ChatErrorBanner() {
  const { t } = useTranslation();
  const { error, clearError } = useChatError();
  if (!error) return null;
  return (
    <ErrorBanner
      message={error}
      onDismiss={clearError}
      dismissLabel={t('chat.errors.dismiss')}
      className={styles.floating}
      testId="chat-error"
    />
  );
}
