import { LIMITS, STORY_DURATIONS, type StoryDuration } from '@teamhub/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCaptionCounter } from '../../../lib/caption-counter';
import type { CreateStoryAction } from '../create-story-state';
import styles from './StoryEditor.module.css';

interface StoryDetailsFieldsProps {
  caption: string;
  duration: StoryDuration;
  dispatch: (action: CreateStoryAction) => void;
}

/** The caption with its 'n/500' counter, and how long the story plays (10, 15 or 30 s). */
export function StoryDetailsFields({ caption, duration, dispatch }: StoryDetailsFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.section}>
      <label className={styles.sectionTitle} htmlFor={`${id}-caption`}>
        {t('stories.create.caption')}
      </label>
      <textarea
        id={`${id}-caption`}
        className={styles.caption}
        rows={3}
        maxLength={LIMITS.storyCaption}
        placeholder={t('stories.create.captionPlaceholder')}
        value={caption}
        onChange={(event) => dispatch({ type: 'captionChanged', caption: event.target.value })}
        aria-describedby={`${id}-counter`}
        data-testid="story-caption"
      />
      <div className={styles.counter} id={`${id}-counter`} data-testid="story-caption-counter">
        {formatCaptionCounter(caption.length, LIMITS.storyCaption)}
      </div>
      <fieldset className={styles.durations}>
        <legend className={styles.sectionTitle}>{t('stories.create.duration')}</legend>
        {STORY_DURATIONS.map((seconds) => (
          <label key={seconds} className={styles.duration}>
            <input
              type="radio"
              name={`${id}-duration`}
              value={seconds}
              checked={duration === seconds}
              onChange={() => dispatch({ type: 'durationChosen', duration: seconds })}
              data-testid={`story-duration-${seconds}`}
            />
            <span>{t('stories.create.seconds', { count: seconds })}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
