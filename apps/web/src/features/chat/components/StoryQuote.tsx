import type { MessageStoryQuote } from '@teamhub/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/useNow';
import styles from './Message.module.css';

interface StoryQuoteProps {
  story: MessageStoryQuote;
  /** The reader sent the reply (else they are the story's author). */
  own: boolean;
}

/**
 * Above a reply to a story: a small picture of the story (a video's first frame) and its caption,
 * "Replied to your story" for the author; once the story has expired, "Story unavailable" instead.
 */
export function StoryQuote({ story, own }: StoryQuoteProps) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const expired = new Date(story.expiresAt).getTime() <= now;
  return (
    <div className={styles.storyQuote} data-testid="message-story-quote" data-expired={expired ? 'true' : 'false'}>
      {expired ? (
        <span className={styles.storyGone}>
          <Clock size={16} aria-hidden="true" />
          {t('chat.storyUnavailable')}
        </span>
      ) : story.mediaType === 'video' ? (
        <video
          className={styles.storyThumb}
          src={story.mediaUrl}
          muted
          playsInline
          preload="metadata"
          aria-label={t('chat.storyThumbnail')}
        />
      ) : (
        <img className={styles.storyThumb} src={story.mediaUrl} alt={t('chat.storyThumbnail')} loading="lazy" />
      )}
      <span className={styles.storyQuoteText}>
        <strong>{own ? t('chat.storyReplyByYou') : t('chat.storyReplyToYou')}</strong>
        {story.content && <span>{story.content}</span>}
      </span>
    </div>
  );
}
