import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNotificationAge } from '../../../lib/formatters';
import { useNow } from '../../../lib/useNow';

const WEEK = 7 * 24 * 60 * 60 * 1000;

/**
 * When a hit was written, in the reader's language: "now", "5 phút", "3 giờ", "2 ngày" (as notifications
 * say it) for the last week, then its date ("5 thg 1", with the year when it was another year); the full
 * time on hover. Search reaches far back, where a count of days would mean little.
 */
export function SearchTime({ date }: { date: string }) {
  const { i18n } = useTranslation();
  const now = useNow();
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return null;
  const text =
    now - then.getTime() < WEEK
      ? formatNotificationAge(then, now, i18n.language)
      : then.toLocaleDateString(i18n.language, {
          day: 'numeric',
          month: 'short',
          year: then.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric',
        });
  return (
    <time dateTime={date} title={formatDateTime(then, i18n.language)}>
      {text}
    </time>
  );
}
