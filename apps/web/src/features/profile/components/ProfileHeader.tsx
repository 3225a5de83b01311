import type { PublicUser, VisibleUser } from '@teamhub/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { randomCover } from '../covers';
import { FollowButton } from './FollowButton';
import { ProfileCounts } from './ProfileCounts';
import { ProfileFacts } from './ProfileFacts';
import { SocialLinks } from './SocialLinks';
import styles from './ProfileHeader.module.css';

export function ProfileHeader({ user, isOwn }: { user: PublicUser | VisibleUser; isOwn: boolean }) {
  const { t } = useTranslation();
  const [cover] = useState(randomCover);
  return (
    <header className={styles.header}>
      <img className={styles.cover} src={cover} alt="" data-testid="profile-cover" />
      <div className={styles.body}>
        <div className={styles.avatarRing}>
          <Avatar username={user.username} avatar={user.avatar} size={120} />
        </div>
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{user.username}</h1>
            {user.verified && <VerifiedBadge />}
            {/* An administrator deactivated the account: what they made stays, their name says why they are silent. */}
            {user.deactivated && (
              <span className={styles.deactivated} data-testid="profile-deactivated">
                {t('profile.deactivated')}
              </span>
            )}
          </div>
          <ProfileFacts user={user} />
          <SocialLinks user={user} onlyYou={'visibility' in user && user.visibility.links === 'only-me'} />
        </div>
        <div className={styles.side}>
          {isOwn ? (
            <Link to="/edit-profile" className={styles.secondaryButton}>
              <Pencil size={16} aria-hidden="true" />
              {t('profile.editProfile')}
            </Link>
          ) : (
            <FollowButton user={user} />
          )}
        </div>
      </div>
      <ProfileCounts user={user} />
    </header>
  );
}
