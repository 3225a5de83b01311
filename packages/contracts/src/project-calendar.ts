import { z } from './zod.js';
import { CALENDAR_DAY_PATTERN, isRealDay } from './projects.js';

/**
 * The longest range a calendar asks for, in days counting both ends: a month view shows six weeks
 * (42 days), and a little more leaves room for a view that starts a week early.
 */
export const CALENDAR_MAX_DAYS = 62;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both ends counted ('YYYY-MM-DD', real days). */
export function calendarSpanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const calendarDay = z
  .string({ error: 'projects.calendarRangeRequired' })
  .trim()
  .refine((value) => CALENDAR_DAY_PATTERN.test(value) && isRealDay(value), 'projects.calendarDayInvalid');

/**
 * GET /api/projects/{id}/calendar and GET /api/projects/calendar: the tasks due from `from` to `to`
 * (both 'YYYY-MM-DD', both included), at most CALENDAR_MAX_DAYS days.
 */
export const calendarQuerySchema = z
  .object({ from: calendarDay, to: calendarDay })
  .refine(({ from, to }) => from <= to, { message: 'projects.calendarRangeReversed', path: ['to'] })
  .refine(({ from, to }) => calendarSpanDays(from, to) <= CALENDAR_MAX_DAYS, {
    message: 'projects.calendarRangeTooLong',
    path: ['to'],
  });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;
