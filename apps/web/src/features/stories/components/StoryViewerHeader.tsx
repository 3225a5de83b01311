import type { StoryView } from '@teamhub/contracts';
import { Pause, Play, Volume2, VolumeX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { RelativeTime } from '../../../components/RelativeTime';
import styles from './StoryViewer.module.css';

interface StoryViewerHeaderProps {
  story: StoryView;
  paused: boolean;
  onTogglePause: () => void;
  soundOn: boolean;
  onToggleSound: () => void;
  onClose: () => void;
}

/** Who posted it and when; pause, sound (videos) and close. */
export function StoryViewerHeader({
  story,
  paused,
  onTogglePause,
  soundOn,
  onToggleSound,
  onClose,
}: StoryViewerHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <Avatar username={story.user.username} avatar={story.user.avatar} size={32} />
      <div className={styles.author}>
        <strong data-testid="story-author">{story.user.username}</strong>
        <RelativeTime date={story.createdAt} className={styles.time} />
      </div>
      <button
        type="button"
        className={styles.iconButton}
        onClick={onTogglePause}
        aria-label={t('stories.viewer.pause')}
        aria-pressed={paused}
        data-testid="story-pause"
      >
        {paused ? <Play size={20} aria-hidden="true" /> : <Pause size={20} aria-hidden="true" />}
      </button>
      {story.mediaType === 'video' && (
        <button
          type="button"
          className={styles.iconButton}
          onClick={onToggleSound}
          aria-label={t('stories.viewer.sound')}
          aria-pressed={soundOn}
          data-testid="story-sound"
        >
          {soundOn ? <Volume2 size={20} aria-hidden="true" /> : <VolumeX size={20} aria-hidden="true" />}
        </button>
      )}
      <button
        type="button"
        className={styles.iconButton}
        onClick={onClose}
        aria-label={t('stories.viewer.close')}
        data-testid="story-close"
      >
        <X size={22} aria-hidden="true" />
      </button>
    </div>
  );
}
