import type { TaskView } from '@teamhub/contracts';
import { compareTasks } from './board-order';
import { addDays, addMonths, isDay, isMonth, monthGridDays, monthOf, startOfWeek, weekDays } from './calendar-days';

/** What a calendar shows, as its address keeps it: `?month=2026-11`, or `?week=2026-11-23` (a Monday). */
export type CalendarPeriod = { kind: 'month'; month: string } | { kind: 'week'; start: string };

/** The period the address asks for; anything missing or malformed is this month. */
export function periodFromParams(params: URLSearchParams, today: string): CalendarPeriod {
  const week = params.get('week');
  if (isDay(week)) return { kind: 'week', start: startOfWeek(week) };
  const month = params.get('month');
  return { kind: 'month', month: isMonth(month) ? month : monthOf(today) };
}

/** The address's parameters for `period`, the others (project, view) kept. */
export function withPeriod(params: URLSearchParams, period: CalendarPeriod): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('month');
  next.delete('week');
  if (period.kind === 'month') next.set('month', period.month);
  else next.set('week', period.start);
  return next;
}

/** The days a period shows, in order: 42 for a month (six weeks), 7 for a week. */
export function periodDays(period: CalendarPeriod): string[] {
  return period.kind === 'month' ? monthGridDays(period.month) : weekDays(period.start);
}

/** The period before (-1) or after (+1). */
export function shiftPeriod(period: CalendarPeriod, step: number): CalendarPeriod {
  return period.kind === 'month'
    ? { kind: 'month', month: addMonths(period.month, step) }
    : { kind: 'week', start: addDays(period.start, step * 7) };
}

/** The period of the same kind holding `day`. */
export function periodOf(kind: CalendarPeriod['kind'], day: string): CalendarPeriod {
  return kind === 'month' ? { kind, month: monthOf(day) } : { kind, start: startOfWeek(day) };
}

/**
 * The other kind of period from here: a month becomes the week of `focusDay` when it is in the month
 * (else the month's first week); a week becomes its Thursday's month (the ISO rule for a week's month).
 */
export function switchKind(period: CalendarPeriod, focusDay: string): CalendarPeriod {
  if (period.kind === 'week') return { kind: 'month', month: monthOf(addDays(period.start, 3)) };
  const day = monthOf(focusDay) === period.month ? focusDay : `${period.month}-01`;
  return { kind: 'week', start: startOfWeek(day) };
}

/** The first and last day a period shows: the range to ask the server for. */
export function periodRange(period: CalendarPeriod): { from: string; to: string } {
  const days = periodDays(period);
  return { from: days[0] as string, to: days[days.length - 1] as string };
}

/** What a drop of a task due `dueDate` onto `day` does, for a reader whose today is `today`. */
export type DropOutcome = { kind: 'move'; dueDate: string } | { kind: 'same' } | { kind: 'past' };

export function dropOutcome(dueDate: string | null, day: string, today: string): DropOutcome {
  if (dueDate === day) return { kind: 'same' };
  // The server keeps a due date already past, but never sets one: refuse here, with a reason.
  if (day < today) return { kind: 'past' };
  return { kind: 'move', dueDate: day };
}

const STATUS_ORDER = { todo: 0, in_progress: 1, review: 2, done: 3 } as const;

/** A day's tasks in the server's order: by column, then position, then id (as on the board). */
export function compareOnDay(a: TaskView, b: TaskView): number {
  if (a.status !== b.status) return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  return compareTasks(a, b);
}

/** The tasks due on each of `days` (only those days; each list in board order). */
export function tasksByDay<T extends TaskView>(tasks: readonly T[], days: readonly string[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>(days.map((day) => [day, []]));
  for (const task of tasks) if (task.dueDate) byDay.get(task.dueDate)?.push(task);
  for (const list of byDay.values()) list.sort(compareOnDay);
  return byDay;
}

/** '&view=calendar' with the month or week shown: what a move to another project's tab keeps. */
export function keptCalendarSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams({ view: 'calendar' });
  for (const name of ['month', 'week']) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return `&${kept.toString()}`;
}

/** The tasks due on a day from `from` to `to` ('YYYY-MM-DD' compares as text): what a calendar shows. */
export function dueWithin<T extends TaskView>(tasks: readonly T[], { from, to }: { from: string; to: string }): T[] {
  return tasks.filter((task) => task.dueDate !== null && task.dueDate >= from && task.dueDate <= to);
}
