import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './ServerUnreachable.module.css';

/** The whole screen when the server does not answer; `onRetry` asks again. */
export function ServerUnreachable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="alert">
      <WifiOff size={40} aria-hidden="true" />
      <p>{t('app.serverUnreachable')}</p>
      <button type="button" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
