/*
 * Calendar arithmetic on 'YYYY-MM-DD' days. Every step goes through UTC midnight, never the reader's
 * local time: a day added across a daylight-saving change is still exactly the next day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** Weeks start on Monday, as in Vietnam and most of Europe (ISO 8601). */
export const DAYS_PER_WEEK = 7;
/** A month view is always six weeks: every month fits, and the grid does not jump in height. */
export const MONTH_GRID_DAYS = 42;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** True for a 'YYYY-MM-DD' text naming a day that exists. */
export function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && DAY_PATTERN.test(value) && fromUtc(toUtc(value)) === value;
}

/** True for a 'YYYY-MM' text naming a month (years 1000–9999). */
export function isMonth(value: string | null | undefined): value is string {
  const match = value ? MONTH_PATTERN.exec(value) : null;
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12 && Number(match[1]) >= 1000;
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % DAYS_PER_WEEK;
}

/** The Monday of `day`'s week. */
export function startOfWeek(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** `day`'s month, 'YYYY-MM'. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `months` after `month` (negative: before). */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return fromUtc(Date.UTC(year, number - 1 + months, 1)).slice(0, 7);
}

/** `count` days from `first`, in order. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** A month's grid: six weeks from the Monday on or before its first day, so its leading and trailing days too. */
export function monthGridDays(month: string): string[] {
  return daysFrom(startOfWeek(`${month}-01`), MONTH_GRID_DAYS);
}

/** The seven days of the week starting on the Monday `weekStart` is in. */
export function weekDays(weekStart: string): string[] {
  return daysFrom(startOfWeek(weekStart), DAYS_PER_WEEK);
}

/** The whole days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;
}
