import { addDays, dateToDay as toDay, dayToDate as toDate } from './calendar-days.js';
import { z } from './zod.js';

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
/** Every 1 to this many days, weeks or months. */
export const RECURRENCE_MAX_INTERVAL = 99;

/**
 * How a task repeats (issue 31): every `interval` days, weeks or months. Weekly repeats on
 * `weekdays` (ISO: 1 is Monday, 7 is Sunday; the due date's own weekday when none are given);
 * monthly on `monthDay` (1–31; the due date's day when not given), on a short month's last day when
 * it has no such day.
 */
export const recurrenceSchema = z
  .object(
    {
      frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'projects.recurrenceInvalid' }),
      interval: z
        .number({ error: 'projects.recurrenceIntervalInvalid' })
        .int('projects.recurrenceIntervalInvalid')
        .min(1, 'projects.recurrenceIntervalInvalid')
        .max(RECURRENCE_MAX_INTERVAL, 'projects.recurrenceIntervalInvalid'),
      weekdays: z
        .array(z.number().int().min(1).max(7), { error: 'projects.recurrenceWeekdaysInvalid' })
        .max(7, 'projects.recurrenceWeekdaysInvalid')
        .transform((days) => [...new Set(days)].sort((a, b) => a - b))
        .optional(),
      monthDay: z
        .number({ error: 'projects.recurrenceMonthDayInvalid' })
        .int('projects.recurrenceMonthDayInvalid')
        .min(1, 'projects.recurrenceMonthDayInvalid')
        .max(31, 'projects.recurrenceMonthDayInvalid')
        .optional(),
    },
    { error: 'projects.recurrenceInvalid' },
  )
  .transform(({ frequency, interval, weekdays, monthDay }) => ({
    frequency,
    interval,
    // Each frequency keeps only its own detail, so a stored rule never carries a stray one.
    ...(frequency === 'weekly' && weekdays && weekdays.length > 0 ? { weekdays } : {}),
    ...(frequency === 'monthly' && monthDay !== undefined ? { monthDay } : {}),
  }));
export type Recurrence = z.output<typeof recurrenceSchema>;

/** A stored rule as a task carries it (TaskView). */
export const recurrenceViewSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number().int(),
  weekdays: z.array(z.number().int()).optional().describe('Weekly only: ISO weekdays, 1 is Monday, 7 is Sunday.'),
  monthDay: z.number().int().optional().describe('Monthly only: 1–31; a short month uses its last day.'),
});

/** ISO weekday, 1 (Monday) to 7 (Sunday). */
const isoWeekday = (day: string) => ((toDate(day).getUTCDay() + 6) % 7) + 1;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The day `monthDay` of the month `months` after `day`'s, or that month's last day. */
function inMonth(day: string, months: number, monthDay: number): string {
  const date = toDate(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = daysInMonth(first.getUTCFullYear(), first.getUTCMonth());
  return toDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(monthDay, last))));
}

/** The first occurrence strictly after `day`. */
function nextAfter(rule: Recurrence, day: string): string {
  if (rule.frequency === 'daily') return addDays(day, rule.interval);
  if (rule.frequency === 'weekly') {
    const weekday = isoWeekday(day);
    const days = rule.weekdays ?? [weekday];
    const laterThisWeek = days.find((candidate) => candidate > weekday);
    if (laterThisWeek !== undefined) return addDays(day, laterThisWeek - weekday);
    // The first chosen day of the week `interval` weeks on (weeks start on Monday).
    return addDays(day, 7 * rule.interval - (weekday - 1) + ((days[0] ?? weekday) - 1));
  }
  const monthDay = rule.monthDay ?? toDate(day).getUTCDate();
  const thisMonth = inMonth(day, 0, monthDay);
  return thisMonth > day ? thisMonth : inMonth(day, rule.interval, monthDay);
}

/**
 * The due date of a repeating task's next one, after `dueDate`: the first occurrence after it that
 * is not before `today` (a series finished late picks up from today rather than piling up overdue
 * copies, as Todoist and Trello do).
 */
export function nextDueDate(rule: Recurrence, dueDate: string, today: string): string {
  let next = nextAfter(rule, dueDate);
  while (next < today) next = nextAfter(rule, next);
  return next;
}
