import type { PublicUser } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { ProfileCounts } from './ProfileCounts';
import styles from './EditProfile.module.css';

/** Read-only facts about the account above the form. */
export function ProfileSummary({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(user.createdAt));
  return (
    <div className={styles.summary}>
      <div className={styles.summaryIdentity}>
        <strong>
          {user.username} {user.verified && <VerifiedBadge size="small" />}
        </strong>
        <span>{user.email}</span>
        <span>{t('editProfile.memberSince', { date: joined })}</span>
      </div>
      <ProfileCounts user={user} />
    </div>
  );
}
