import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarKeys, fetchCalendar } from '../../api';
import { useCalendarPeriod } from '../../hooks/useCalendarPeriod';
import { useLiveCalendar } from '../../hooks/useLiveCalendar';
import { useMoveDueDate } from '../../hooks/useMoveDueDate';
import { useOpenTaskPanel } from '../../hooks/useTaskPanelRoute';
import { periodRange } from '../../utils/calendar-view';
import type { CalendarTask } from './CalendarChip';
import { FilteredCalendar } from './FilteredCalendar';
import pageStyles from '../../ProjectsPage.module.css';

interface AllProjectsCalendarProps {
  onError: (message: string) => void;
}

/**
 * Every project's tasks by due date (GET /api/projects/calendar for the days shown), kept live by
 * useLiveCalendar; the range is also read again whenever it is shown or the window regains focus. A
 * chip opens its project's board with the task's panel. The board's filters apply, the assignee only
 * as "me" or "unassigned" (no member list across projects).
 */
export function AllProjectsCalendar({ onError }: AllProjectsCalendarProps) {
  const { t } = useTranslation();
  useLiveCalendar();
  const { period, setPeriod, today } = useCalendarPeriod();
  const { from, to } = periodRange(period);
  const { data, error, refetch } = useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: () => fetchCalendar(from, to),
    staleTime: 0,
    // Stepping to the next month keeps this one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
  const move = useMoveDueDate(onError);
  const openPanel = useOpenTaskPanel();
  const open = useCallback((task: CalendarTask) => openPanel(task.projectId, task.id), [openPanel]);

  return (
    <section className={pageStyles.mine} aria-labelledby="all-calendar-heading">
      <h2 id="all-calendar-heading" className={pageStyles.sectionTitle}>
        {t('projects.calendar.allTitle')}
      </h2>
      <p className={pageStyles.subtitle}>{t('projects.calendar.allSubtitle')}</p>
      {/* The filter bar is there from the start, so the calendar does not push it in when its tasks arrive. */}
      <FilteredCalendar
        tasks={data}
        period={period}
        today={today}
        onPeriod={setPeriod}
        onOpen={open}
        onMove={move}
        onError={onError}
        error={error}
        onRetry={() => void refetch()}
      />
    </section>
  );
}
