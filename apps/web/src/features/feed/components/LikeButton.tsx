import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PostCard.module.css';

/** The heart: filled red when liked, with a small pop each time it becomes liked. */
export function LikeButton({ liked, onToggle }: { liked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const [pops, setPops] = useState(0);
  return (
    <button
      type="button"
      className={`${styles.actionButton} ${liked ? styles.liked : ''}`}
      aria-label={t('post.like')}
      aria-pressed={liked}
      onClick={() => {
        if (!liked) setPops((count) => count + 1);
        onToggle();
      }}
      data-testid="like-button"
    >
      <Heart
        key={pops}
        className={pops > 0 && liked ? styles.pop : undefined}
        size={24}
        fill={liked ? 'currentColor' : 'none'}
        aria-hidden="true"
      />
    </button>
  );
}
