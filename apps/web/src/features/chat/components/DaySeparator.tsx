import { useTranslation } from 'react-i18next';
import { dayKind } from '../utils/day-groups';
import styles from './Message.module.css';

/** 'Today', 'Yesterday' or the date, between the days of a conversation. */
export function DaySeparator({ date, now }: { date: Date; now: Date }) {
  const { t, i18n } = useTranslation();
  const kind = dayKind(date, now);
  const label =
    kind === 'today'
      ? t('chat.today')
      : kind === 'yesterday'
        ? t('chat.yesterday')
        : date.toLocaleDateString(i18n.language, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
          });
  return (
    <div className={styles.day} role="separator" data-testid="day-separator">
      <span>{label}</span>
    </div>
  );
}
