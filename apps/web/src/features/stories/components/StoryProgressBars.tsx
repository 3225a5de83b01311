import { useTranslation } from 'react-i18next';
import styles from './StoryViewer.module.css';

/** One bar per story of the author on screen: full before the current one, filling for it, empty after. */
export function StoryProgressBars({ fractions, current }: { fractions: number[]; current: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.bars} data-testid="story-progress">
      {fractions.map((fraction, index) => {
        const percent = Math.round(fraction * 100);
        const state = index < current ? 'done' : index === current ? 'active' : 'pending';
        return (
          <div
            key={index}
            className={styles.bar}
            role="progressbar"
            aria-label={t('stories.viewer.progress', { index: index + 1, count: fractions.length })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            data-state={state}
            data-testid={`story-progress-${index}`}
          >
            <span style={{ width: `${fraction * 100}%` }} />
          </div>
        );
      })}
    </div>
  );
}
