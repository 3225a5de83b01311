import { useQuery } from '@tanstack/react-query';
import { Eye, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { storyKeys } from '../api';
import { loadStoryStrip } from '../hooks/useStoryStrip';
import type { StoryStripData } from '../story-cache';
import styles from './StoryViewer.module.css';

interface StoryOwnerBarProps {
  storyId: string;
  /** The count when the viewer opened; the strip's cache has the live one (story-viewed events). */
  initialCount: number | null;
  onShowViewers: () => void;
  onDelete: () => void;
}

const viewersCountIn = (storyId: string) => (strip: StoryStripData) =>
  strip.groups.flatMap((group) => group.stories).find((story) => story._id === storyId)?.viewersCount ?? null;

/** Under the author's own story: "Seen by N" (opens the list) and delete. */
export function StoryOwnerBar({ storyId, initialCount, onShowViewers, onDelete }: StoryOwnerBarProps) {
  const { t } = useTranslation();
  // Watches the strip's cache (kept live by story-viewed events) without ever fetching it.
  const live = useQuery({
    queryKey: storyKeys.strip,
    queryFn: loadStoryStrip,
    select: viewersCountIn(storyId),
    enabled: false,
  });
  const count = live.data ?? initialCount ?? 0;
  return (
    <div className={styles.ownerBar}>
      <button type="button" className={styles.seenBy} onClick={onShowViewers} data-testid="story-seen-by">
        <Eye size={18} aria-hidden="true" />
        {t('stories.viewer.seenBy', { count })}
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={onDelete}
        aria-label={t('stories.viewer.delete')}
        data-testid="story-delete"
      >
        <Trash2 size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
