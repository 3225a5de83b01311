import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationCenter } from '../../notifications/components/NotificationCenter';
import styles from './NotificationPanel.module.css';

/** The sidebar's notification panel; it slides out beside the sidebar and closes with Escape. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <div className={styles.scrim} onClick={onClose} aria-hidden="true" />
      <section className={styles.panel} aria-label={t('notifications.title')} data-testid="notification-panel">
        <div className={styles.content}>
          <NotificationCenter
            heading={(title) => <h2>{title}</h2>}
            onNavigated={onClose}
            extraActions={
              <button type="button" className={styles.close} onClick={onClose} aria-label={t('notifications.close')}>
                <X size={20} />
              </button>
            }
          />
        </div>
        <footer className={styles.footer}>
          <Link to="/notifications" onClick={onClose}>
            {t('notifications.seeAll')}
          </Link>
        </footer>
      </section>
    </>
  );
}
