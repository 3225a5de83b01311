import type { VisibleUser } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/formatters';
import styles from './ProfileHeader.module.css';

export function ProfileCounts({ user }: { user: VisibleUser }) {
  const { t } = useTranslation();
  const counts = [
    { key: 'posts', value: user.postsCount, label: t('profile.posts') },
    { key: 'followers', value: user.followersCount, label: t('profile.followers') },
    { key: 'following', value: user.followingCount, label: t('profile.following') },
  ];
  return (
    <dl className={styles.counts}>
      {counts.map((count) => (
        <div key={count.key} data-testid={`count-${count.key}`}>
          <dd>{formatCount(count.value)}</dd>
          <dt>{count.label}</dt>
        </div>
      ))}
    </dl>
  );
}
