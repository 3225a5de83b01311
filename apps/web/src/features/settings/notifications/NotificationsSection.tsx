import { BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import { PushPreferencesForm } from './PushPreferencesForm';
import styles from './notifications-settings.module.css';
import { usePushDevice } from './usePushDevice';

/** This device's part: whether it can push, whether it does, and the button that changes it. */
function DevicePush() {
  const { t } = useTranslation();
  const device = usePushDevice();
  if (device.support === undefined) {
    return (
      <p className={styles.muted} role="status">
        {t('pushSettings.checking')}
      </p>
    );
  }
  if (device.support === 'unsupported') return <p className={styles.note}>{t('pushSettings.unsupported')}</p>;
  if (device.support === 'no-worker') return <p className={styles.note}>{t('pushSettings.noWorker')}</p>;
  const denied = device.permission === 'denied';
  return (
    <div className={styles.device}>
      <p className={styles.state} role="status">
        {device.subscribed ? <BellRing size={18} aria-hidden="true" /> : <BellOff size={18} aria-hidden="true" />}
        {t(device.subscribed ? 'pushSettings.on' : 'pushSettings.off')}
      </p>
      {denied && !device.subscribed ? (
        <p className={styles.note} role="alert">
          {t('pushSettings.denied')}
        </p>
      ) : (
        <button
          type="button"
          className={device.subscribed ? buttons.secondary : buttons.primary}
          disabled={device.busy}
          onClick={() => void (device.subscribed ? device.turnOff() : device.turnOn())}
        >
          {device.busy
            ? t('pushSettings.working')
            : t(device.subscribed ? 'pushSettings.turnOff' : 'pushSettings.turnOn')}
        </button>
      )}
      {device.failed && (
        <p className={styles.error} role="alert">
          {t('pushSettings.failed')}
        </p>
      )}
    </div>
  );
}

/** Settings → Notifications: push on this device (asked only on a click), what pushes, and quiet hours. */
export function NotificationsSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section className={className} aria-labelledby="push-settings-title" data-testid="notifications-section">
      <h2 id="push-settings-title">{t('pushSettings.title')}</h2>
      <p className={styles.muted}>{t('pushSettings.hint')}</p>
      <div className={styles.part}>
        <h3>{t('pushSettings.deviceTitle')}</h3>
        <DevicePush />
      </div>
      <PushPreferencesForm />
    </section>
  );
}
