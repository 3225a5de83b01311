import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-error';
import { EditProfileForm } from './components/EditProfileForm';
import { useOwnProfile } from './hooks/useOwnProfile';
import styles from './ProfilePage.module.css';

export function EditProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user, error, isPending } = useOwnProfile();
  if (isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('profile.loading')} />
        <p>{t('profile.loading')}</p>
      </div>
    );
  }
  if (error || !user) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.error}>
          {error instanceof ApiError && error.kind === 'http' && error.message
            ? error.message
            : t('profile.loadFailed')}
        </p>
        <button type="button" className={styles.backButton} onClick={() => void navigate('/')}>
          {t('profile.goBack')}
        </button>
      </div>
    );
  }
  // Keyed by user: the form starts from the loaded profile and owns its values from then on.
  return <EditProfileForm key={user._id} user={user} />;
}
