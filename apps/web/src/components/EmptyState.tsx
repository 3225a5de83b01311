import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  /** A picture of what would be here (an icon, decorative). */
  icon?: ReactNode;
  title: string;
  /** A heading where the empty state stands for a page's content; a paragraph inside a section. */
  titleAs?: 'h2' | 'p';
  /** What to do about it. */
  hint?: string;
  /** The first step (a primary button). */
  action?: ReactNode;
  testId?: string;
}

/** What a page or a list shows while it has nothing: a picture, what is missing, and the way to start. */
export function EmptyState({ icon, title, titleAs: Title = 'p', hint, action, testId }: EmptyStateProps) {
  return (
    <div className={`${styles.box} ${styles.empty}`} data-testid={testId}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action}
    </div>
  );
}
