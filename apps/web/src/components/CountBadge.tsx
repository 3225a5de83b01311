import { formatBadgeCount } from '../lib/formatters';
import styles from './CountBadge.module.css';

export function CountBadge({ count, label }: { count: number; label: string }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span className={styles.badge} aria-label={`${text} ${label}`}>
      {text}
    </span>
  );
}
