import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { useSession } from '../../auth/session/useSession';
import styles from './StoryStrip.module.css';

/** The story strip's place at the top of the feed. Stories arrive later; until then it holds only "Your story". */
export function StoryStrip() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className={styles.strip} aria-label={t('feed.stories')} data-testid="story-strip">
      <div className={styles.story}>
        <span className={styles.ring}>
          <Avatar username={user.username} avatar={user.avatar} size={60} />
          <span className={styles.plus} aria-hidden="true">
            <Plus size={12} strokeWidth={3} />
          </span>
        </span>
        <span className={styles.label}>{t('feed.yourStory')}</span>
      </div>
    </section>
  );
}
