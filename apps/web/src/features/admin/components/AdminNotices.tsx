import type { PublicUser } from '@teamhub/contracts';
import { ShieldCheck, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session/useSession';
import { adminNoticesStorage } from '../../../lib/admin-notices-storage';
import { useAdminStrings } from '../admin-strings';
import { useSignupSettings } from '../hooks/useSignupSettings';
import buttons from '../../../components/Button.module.css';
import styles from './AdminNotices.module.css';

/**
 * Above every signed-in page, for administrators only: the first account's welcome (it runs the workspace),
 * and while sign-up is open, that anyone who reaches the address can join, with a link to change it.
 * Dismissed per account in this browser; never on /admin itself, which says the same.
 */
export function AdminNotices() {
  const { user } = useSession();
  const location = useLocation();
  if (user?.role !== 'admin' || location.pathname === '/admin') return null;
  return <NoticeForAdmin user={user} />;
}

function NoticeForAdmin({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const settings = useSignupSettings();
  const [dismissed, setDismissed] = useState(false);
  const stringsReady = useAdminStrings();
  if (dismissed || !stringsReady) return null;
  const open = settings.data?.settings.signupMode === 'open';
  const welcome = adminNoticesStorage.welcomePending(user.id);
  if (!welcome && (!open || adminNoticesStorage.openNoticeDismissed(user.id))) return null;
  const dismiss = () => {
    adminNoticesStorage.dismiss(user.id);
    setDismissed(true);
  };
  return (
    <section
      className={`${styles.notice} ${welcome ? styles.welcome : styles.warning}`}
      aria-label={welcome ? t('admin.notice.welcomeTitle') : t('admin.notice.openTitle')}
      data-testid={welcome ? 'admin-welcome' : 'open-signup-notice'}
    >
      <span className={styles.icon}>
        {welcome ? <ShieldCheck size={22} aria-hidden="true" /> : <TriangleAlert size={22} aria-hidden="true" />}
      </span>
      <div className={styles.text}>
        <h2>{welcome ? t('admin.notice.welcomeTitle') : t('admin.notice.openTitle')}</h2>
        <p>
          {welcome
            ? open
              ? t('admin.notice.welcomeText')
              : t('admin.notice.welcomeTextNotOpen')
            : t('admin.notice.openText')}
        </p>
        <Link to="/admin?section=signup" className={styles.link}>
          {t('admin.notice.review')}
        </Link>
      </div>
      <button type="button" className={buttons.icon} onClick={dismiss} aria-label={t('admin.notice.dismiss')}>
        <X size={18} aria-hidden="true" />
      </button>
    </section>
  );
}
