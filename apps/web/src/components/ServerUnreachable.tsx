import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth/session/useSession';
import styles from './ServerUnreachable.module.css';

export function ServerUnreachable() {
  const { t } = useTranslation();
  const { retry } = useSession();
  return (
    <div className={styles.screen} role="alert">
      <WifiOff size={40} aria-hidden="true" />
      <p>{t('app.serverUnreachable')}</p>
      <button type="button" onClick={retry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
