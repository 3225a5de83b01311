import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';
import styles from './security.module.css';

/** Settings → Security: change my password, and see and sign out the devices signed in to my account. */
export function SecuritySection({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section className={className} aria-labelledby="security-title" data-testid="security-section">
      <h2 id="security-title">{t('security.title')}</h2>
      <p className={styles.muted}>{t('security.hint')}</p>
      <div className={styles.part}>
        <h3 id="security-password-title">{t('security.passwordTitle')}</h3>
        <p className={styles.muted}>{t('security.passwordHint')}</p>
        <ChangePasswordForm />
      </div>
      <div className={styles.part}>
        <h3 id="security-sessions-title">{t('security.sessionsTitle')}</h3>
        <p className={styles.muted}>{t('security.sessionsHint')}</p>
        <SessionsList />
      </div>
    </section>
  );
}
