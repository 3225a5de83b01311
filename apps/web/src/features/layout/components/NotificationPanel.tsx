import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { NotificationCenter } from '../../notifications';
import styles from './NotificationPanel.module.css';

/**
 * The sidebar's notification panel, a popover beside the sidebar: it takes focus when it opens,
 * closes with Escape, the close button, a click outside or Tab out of it, and then gives focus back
 * to the bell (unless the user moved focus elsewhere).
 */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  const bell = useReturnFocus(panel);
  useEffect(() => panel.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <div className={styles.scrim} onClick={onClose} aria-hidden="true" />
      <section
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-label={t('notifications.title')}
        tabIndex={-1}
        onBlur={(event) => {
          // Focus going nowhere (a button inside that disappeared) keeps the panel open, and to the
          // bell lets the bell's own click close it.
          const next = event.relatedTarget;
          if (next && next !== bell.current && !event.currentTarget.contains(next)) onClose();
        }}
        data-testid="notification-panel"
      >
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
