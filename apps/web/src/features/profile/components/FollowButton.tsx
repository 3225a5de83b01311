import type { VisibleUser } from '@teamhub/contracts';
import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFollow } from '../hooks/useFollow';
import styles from './ProfileHeader.module.css';

export function FollowButton({ user }: { user: VisibleUser }) {
  const { t } = useTranslation();
  const follow = useFollow(user._id);
  const following = user.isFollowing === true;
  return (
    <div className={styles.actionWrap}>
      <button
        type="button"
        className={following ? styles.secondaryButton : styles.primaryButton}
        aria-pressed={following}
        onClick={() => follow.mutate(!following)}
      >
        {following ? <UserCheck size={18} aria-hidden="true" /> : <UserPlus size={18} aria-hidden="true" />}
        {following ? t('profile.followingButton') : t('profile.follow')}
      </button>
      {follow.isError && (
        <p className={styles.actionError} role="alert">
          {t('profile.followFailed')}
        </p>
      )}
    </div>
  );
}
