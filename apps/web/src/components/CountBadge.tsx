import { formatBadgeCount } from '../lib/formatters';
import styles from './CountBadge.module.css';

/**
 * A count in a red dot. `label` (what is counted) is read after the count but not shown, so the
 * accessible name starts with the visible count; leave it out where the control already says it. The
 * leading space keeps the count apart from the text before it in a name ("Notification 3 …"); the
 * badge is a grid, which lays no space out.
 */
export function CountBadge({ count, label }: { count: number; label?: string }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span className={styles.badge} data-testid="count-badge">
      {' '}
      {text}
      {label && <span className="visually-hidden"> {label}</span>}
    </span>
  );
}
