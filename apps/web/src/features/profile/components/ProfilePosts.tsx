import { Grid3x3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './ProfilePosts.module.css';

/** The user's posts as a grid; posts arrive with the feed, so for now every grid is empty. */
export function ProfilePosts() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={t('profile.posts')}>
      <div className={styles.tabs}>
        <span className={styles.tab}>
          <Grid3x3 size={16} aria-hidden="true" />
          {t('profile.posts')}
        </span>
      </div>
      <p className={styles.empty}>{t('profile.noPosts')}</p>
    </section>
  );
}
