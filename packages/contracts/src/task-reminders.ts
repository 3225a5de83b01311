import { addDays } from './calendar-days.js';
import { instantAt } from './time-zones.js';

/** A task's reminders (issue 31): the day before its due date, and once it has passed. */
export const TASK_REMINDER_KINDS = ['due-soon', 'overdue'] as const;
export type TaskReminderKind = (typeof TASK_REMINDER_KINDS)[number];

export const TASK_REMINDERS = {
  /** The hour of the member's own day a reminder is sent at: a morning, never at midnight. */
  hour: 9,
  /** How often the server looks for reminders due (one process per period across processes). */
  intervalMs: 5 * 60 * 1000,
  /** How long after its time an overdue reminder is still sent, so a server down a weekend catches up. */
  overdueCatchUpMs: 48 * 60 * 60 * 1000,
} as const;

export interface ReminderWindow {
  from: Date;
  until: Date;
}

/**
 * When a member in `zone` is reminded of a task due on `dueDate`: sent at the first look from `from`
 * and before `until`. "Due tomorrow" goes at 09:00 on the day before (or, set later that day, at
 * once) and not once the due day has begun; "overdue" goes at 09:00 the day after and up to two
 * days later, for a server that was down when it was due.
 */
export function reminderWindow(kind: TaskReminderKind, dueDate: string, zone: string): ReminderWindow {
  if (kind === 'due-soon') {
    return { from: instantAt(addDays(dueDate, -1), TASK_REMINDERS.hour, zone), until: instantAt(dueDate, 0, zone) };
  }
  const from = instantAt(addDays(dueDate, 1), TASK_REMINDERS.hour, zone);
  return { from, until: new Date(from.getTime() + TASK_REMINDERS.overdueCatchUpMs) };
}

/** Whether the reminder is to be sent at `now`. */
export function reminderDue(kind: TaskReminderKind, dueDate: string, zone: string, now: Date): boolean {
  const { from, until } = reminderWindow(kind, dueDate, zone);
  return from <= now && now < until;
}
