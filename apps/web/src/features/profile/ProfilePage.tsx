import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-error';
import { ProfileHeader } from './components/ProfileHeader';
import { ProfilePosts } from './components/ProfilePosts';
import { useProfile } from './hooks/useProfile';
import styles from './ProfilePage.module.css';

export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId } = useParams();
  const { data: user, error, isPending, isOwn } = useProfile(userId);

  if (isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('profile.loading')} />
        <p>{t('profile.loading')}</p>
      </div>
    );
  }
  if (error || !user) {
    const notFound = error instanceof ApiError && error.status === 404;
    const message = notFound
      ? t('profile.userNotFound')
      : error instanceof ApiError && error.kind === 'http' && error.message
        ? error.message
        : t('profile.loadFailed');
    return (
      <div className={styles.state} role="alert">
        <p className={styles.error}>{message}</p>
        <button type="button" className={styles.backButton} onClick={() => void navigate('/')}>
          {t('profile.goBack')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <ProfileHeader key={user._id} user={user} isOwn={isOwn} />
      <ProfilePosts userId={user._id} />
    </div>
  );
}
