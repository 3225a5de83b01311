import type { StoryGroup } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { UserLink } from '../../../components/UserLink';
import styles from './StoryStrip.module.css';

interface StoryStripEntryProps {
  group: StoryGroup;
  onOpen: () => void;
}

/**
 * Someone else in the strip: a gradient ring while one of their stories is unseen, a grey one once
 * all are seen. Without stories (the users-only fallback) the entry leads to their profile instead.
 */
export function StoryStripEntry({ group, onOpen }: StoryStripEntryProps) {
  const { t } = useTranslation();
  const { user } = group;
  const hasStories = group.stories.length > 0;
  const status = hasStories ? (group.storyStatus === 'new' ? 'new' : 'watched') : 'none';
  const content = (
    <>
      <span className={styles.avatarSlot}>
        <span className={styles.ring} data-status={status}>
          <Avatar username={user.username} avatar={user.avatar} size={56} />
        </span>
      </span>
      <span className={styles.label}>{user.username}</span>
    </>
  );

  return (
    <li className={styles.entry} data-testid={`story-entry-${user._id}`} data-status={status}>
      {hasStories ? (
        <button
          type="button"
          className={styles.entryButton}
          onClick={onOpen}
          aria-label={t(status === 'new' ? 'stories.strip.viewNew' : 'stories.strip.viewWatched', {
            name: user.username,
          })}
        >
          {content}
        </button>
      ) : (
        <UserLink
          userId={user._id}
          className={styles.entryButton}
          aria-label={t('stories.strip.profileOf', { name: user.username })}
        >
          {content}
        </UserLink>
      )}
    </li>
  );
}
