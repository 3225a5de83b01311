import { useTranslation } from 'react-i18next';
import { formatPostAge } from '../lib/formatters';
import { useNow } from '../lib/useNow';

/** "5m", "3h", "2w"… kept current while on screen; the full date is in the tooltip. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const { i18n } = useTranslation();
  const now = useNow();
  const parsed = new Date(date);
  const full = Number.isNaN(parsed.getTime())
    ? ''
    : parsed.toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <time className={className} dateTime={date} title={full}>
      {formatPostAge(parsed, now)}
    </time>
  );
}
