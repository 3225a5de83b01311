import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { localToday } from '../../../lib/formatters';
import { periodFromParams, withPeriod, type CalendarPeriod } from '../utils/calendar-view';

/**
 * The calendar's month or week, kept in the address (`month=2026-11` or `week=2026-11-23`) so a reload,
 * a shared link and Back show the same period. Stepping replaces the entry: Back leaves the calendar.
 */
export function useCalendarPeriod() {
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const period = periodFromParams(params, today);
  const setPeriod = useCallback(
    (next: CalendarPeriod) => setParams((current) => withPeriod(current, next), { replace: true }),
    [setParams],
  );
  return { period, setPeriod, today, search: `?${params.toString()}` };
}
