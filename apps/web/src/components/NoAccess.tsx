import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './NoAccess.module.css';

/** The app's 403 screen: the page exists, but not for this account. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid="no-access">
      <div className={styles.card}>
        <span className={styles.icon}>
          <ShieldAlert size={30} aria-hidden="true" />
        </span>
        <h1>{t('app.noAccessTitle')}</h1>
        <p>{t('app.noAccessBody')}</p>
        <Link to="/" className={styles.home}>
          {t('app.backHome')}
        </Link>
      </div>
    </section>
  );
}
