import { z } from './zod.js';
import { LIMITS } from './limits.js';
import { CALENDAR_DAY_PATTERN, isRealDay, PRIORITIES } from './projects.js';
import { TASK_DUE_FILTERS, TASK_FILTER_TEXT_MAX, type TaskFilters } from './task-filters.js';

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

/** A filter given once or repeated (`?priority=high&priority=low`): its values, each once, blanks left out. */
const repeated = <T extends z.ZodType<string, string>>(value: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((given) =>
      given === undefined ? [] : [...new Set((Array.isArray(given) ? given : [given]).map((part) => part.trim()))],
    )
    .transform((values) => values.filter((part) => part !== ''))
    .pipe(z.array(value));

const filterValue = { error: 'projects.filterInvalid' };

/**
 * The board's filters as query parameters, named as in the board's address: `assignee` (`me`, `none` or
 * a member's id), `priority`, `tag`, `due` (`overdue`, `week`, `none`), each repeatable, and the text `q`.
 */
export const taskFiltersQueryShape = {
  assignee: repeated(z.union([z.enum(['me', 'none'], filterValue), z.uuid(filterValue)], filterValue)),
  priority: repeated(z.enum(PRIORITIES, filterValue)),
  tag: repeated(z.string().max(LIMITS.projects.tagLength, filterValue)),
  due: repeated(z.enum(TASK_DUE_FILTERS, filterValue)),
  q: z.string().max(TASK_FILTER_TEXT_MAX, 'projects.filterTextTooLong').optional(),
};

/**
 * GET /api/projects/{id}/calendar and GET /api/projects/calendar: the tasks due from `from` to `to`
 * (both 'YYYY-MM-DD', both included), at most CALENDAR_MAX_DAYS days, under the board's filters.
 */
export const calendarQuerySchema = z
  .object({ from: calendarDay, to: calendarDay, ...taskFiltersQueryShape })
  .refine(({ from, to }) => from <= to, { message: 'projects.calendarRangeReversed', path: ['to'] })
  .refine(({ from, to }) => calendarSpanDays(from, to) <= CALENDAR_MAX_DAYS, {
    message: 'projects.calendarRangeTooLong',
    path: ['to'],
  });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

/** A parsed calendar query's filters. */
export const filtersOfQuery = (query: z.output<typeof calendarQuerySchema>): TaskFilters => ({
  assignee: query.assignee,
  priority: query.priority,
  tag: query.tag,
  due: query.due,
  text: query.q ?? '',
});
