import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/Button.module.css';
import styles from './AppStatus.module.css';
import { subscribeToUpdate, waitingUpdate } from './update-ready';
import { useOnlineStatus } from './useOnlineStatus';

/**
 * The app's own state above every screen: "you are offline" while the browser has no network, and
 * "new version — reload" while a new version's service worker waits. Both regions stay mounted, so a
 * screen reader hears each message when it appears.
 */
export function AppStatus() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const applyUpdate = useSyncExternalStore(subscribeToUpdate, waitingUpdate, () => null);
  return (
    <div className={styles.stack}>
      <div role="status">
        {!online && (
          <p className={styles.offline} data-testid="offline-banner">
            <WifiOff size={18} aria-hidden="true" />
            <span>
              <strong>{t('installable.offline')}</strong> <span>{t('installable.offlineDetail')}</span>
            </span>
          </p>
        )}
      </div>
      <div role="status">
        {applyUpdate && (
          <div className={styles.update} data-testid="update-prompt">
            <span>{t('installable.updateReady')}</span>
            <button type="button" className={buttons.primary} onClick={applyUpdate}>
              {t('installable.reload')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
