import type { PublicUser, StoryGroup } from '@teamhub/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import styles from './StoryStrip.module.css';

interface OwnStoryEntryProps {
  user: Pick<PublicUser, '_id' | 'username' | 'avatar'>;
  group: StoryGroup | undefined;
  onCreate: () => void;
  onOpen: () => void;
}

/**
 * "Your story", first in the strip. Without a story it is one button that opens the creator. With
 * stories the picture opens them and a separate small "+" adds another, as Instagram does.
 */
export function OwnStoryEntry({ user, group, onCreate, onOpen }: OwnStoryEntryProps) {
  const { t } = useTranslation();
  const hasStories = (group?.stories.length ?? 0) > 0;
  const status = hasStories ? (group?.storyStatus ?? 'watched') : 'none';
  const openRef = useRef<HTMLButtonElement>(null);
  const hadStories = useRef(hasStories);

  // Sharing the first story replaces the "create" button the creator was opened from, and focus
  // would fall to the page: it goes to the new story's button instead (only when it was lost).
  useEffect(() => {
    const lostFocus = !document.activeElement || document.activeElement === document.body;
    if (hasStories && !hadStories.current && lostFocus) openRef.current?.focus();
    hadStories.current = hasStories;
  }, [hasStories]);

  if (!hasStories) {
    return (
      <li className={`${styles.entry} ${styles.own}`} data-testid="story-entry-own" data-status="none">
        <button
          type="button"
          className={styles.entryButton}
          onClick={onCreate}
          aria-label={t('stories.strip.createOwn')}
          data-testid="story-add"
        >
          <span className={styles.avatarSlot}>
            <span className={styles.ring} data-status="none">
              <Avatar username={user.username} avatar={user.avatar} size={56} />
            </span>
            <span className={styles.plus} aria-hidden="true">
              <Plus size={12} strokeWidth={3} />
            </span>
          </span>
          <span className={styles.label}>{t('stories.strip.yourStory')}</span>
        </button>
      </li>
    );
  }

  return (
    <li className={`${styles.entry} ${styles.own}`} data-testid="story-entry-own" data-status={status}>
      <span className={styles.avatarSlot}>
        <button
          ref={openRef}
          type="button"
          className={`${styles.ring} ${styles.ringButton}`}
          data-status={status}
          onClick={onOpen}
          aria-label={t('stories.strip.viewOwn')}
          data-testid="story-own-open"
        >
          <Avatar username={user.username} avatar={user.avatar} size={56} />
        </button>
        <button
          type="button"
          className={`${styles.plus} ${styles.plusButton}`}
          onClick={onCreate}
          aria-label={t('stories.strip.addStory')}
          title={t('stories.strip.addStory')}
          data-testid="story-add"
        >
          <Plus size={12} strokeWidth={3} aria-hidden="true" />
        </button>
      </span>
      <span className={styles.label} aria-hidden="true">
        {t('stories.strip.yourStory')}
      </span>
    </li>
  );
}
