import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDayShort, formatMonthTitle } from '../../utils/calendar-format';
import { periodDays, periodOf, shiftPeriod, switchKind, type CalendarPeriod } from '../../utils/calendar-view';
import buttons from '../../../../components/Button.module.css';
import styles from './Calendar.module.css';

interface CalendarHeaderProps {
  titleId: string;
  period: CalendarPeriod;
  today: string;
  /** The day chosen below the grid: switching to the week view shows its week. */
  selectedDay: string;
  onPeriod: (period: CalendarPeriod) => void;
}

/** The period's title, previous / today / next, and the month or week switch. */
export function CalendarHeader({ titleId, period, today, selectedDay, onPeriod }: CalendarHeaderProps) {
  const { t, i18n } = useTranslation();
  const days = periodDays(period);
  const title =
    period.kind === 'month'
      ? formatMonthTitle(period.month, i18n.language)
      : t('projects.calendar.weekTitle', {
          from: formatDayShort(days[0] as string, i18n.language),
          to: formatDayShort(days[6] as string, i18n.language),
        });
  const month = period.kind === 'month';
  return (
    <div className={styles.header}>
      <h3 id={titleId} className={styles.title} aria-live="polite">
        {title}
      </h3>
      <div className={styles.navigation}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t(month ? 'projects.calendar.previousMonth' : 'projects.calendar.previousWeek')}
          onClick={() => onPeriod(shiftPeriod(period, -1))}
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
        <button type="button" className={buttons.secondary} onClick={() => onPeriod(periodOf(period.kind, today))}>
          {t('projects.calendar.today')}
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t(month ? 'projects.calendar.nextMonth' : 'projects.calendar.nextWeek')}
          onClick={() => onPeriod(shiftPeriod(period, 1))}
        >
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>
      <div className={styles.kinds} role="group" aria-label={t('projects.calendar.periodLabel')}>
        {(['month', 'week'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.kind}
            aria-pressed={period.kind === kind}
            onClick={() => period.kind !== kind && onPeriod(switchKind(period, selectedDay))}
          >
            {t(`projects.calendar.${kind}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
