import {
  addDays,
  dateToDay,
  isKnownTimeZone,
  reminderDue,
  TASK_REMINDER_KINDS,
  type SelfNotificationAction,
  type TaskReminderKind,
} from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../lib/transaction.js';
import { remind, type NotificationsServiceDeps } from '../notifications/notifications.service.js';
import type { ReminderCandidate, TaskRemindersRepository } from './task-reminders.repository.js';

export interface TaskReminderDeps {
  db: Database;
  reminders: TaskRemindersRepository;
  notifications: NotificationsServiceDeps;
  /** The zone of members who have none saved yet (the server's own). */
  defaultTimeZone: string;
  logError: (error: unknown) => void;
}

const ACTIONS: Record<TaskReminderKind, SelfNotificationAction> = {
  'due-soon': 'task-due-soon',
  overdue: 'task-overdue',
};

/**
 * The due dates a reminder may be due for at `now` somewhere on Earth (UTC−12 to UTC+14): "due
 * tomorrow" reaches two days ahead of UTC's today; "overdue", sent from 09:00 the day after for two
 * days, reaches four days back.
 */
export function reminderDays(now: Date): { from: string; to: string } {
  const today = dateToDay(now);
  return { from: addDays(today, -4), to: addDays(today, 2) };
}

/** The reminders a candidate is due at `now` on their own clock, those already sent aside. */
export function remindersDue(candidate: ReminderCandidate, defaultTimeZone: string, now: Date): TaskReminderKind[] {
  const zone = candidate.timeZone && isKnownTimeZone(candidate.timeZone) ? candidate.timeZone : defaultTimeZone;
  return TASK_REMINDER_KINDS.filter(
    (kind) => !candidate.sent.includes(kind) && reminderDue(kind, candidate.dueDate, zone, now),
  );
}

/**
 * One look for due reminders (issue 31): each one due is recorded and notified in one transaction,
 * and only by the look that recorded it, so two processes, a restart or a second look never send it
 * twice; a look after downtime sends what fell due meanwhile (within each reminder's window).
 * Answers how many it sent.
 */
export async function sendTaskReminders(deps: TaskReminderDeps, now: Date): Promise<number> {
  const { from, to } = reminderDays(now);
  let sent = 0;
  for (const candidate of await deps.reminders.candidates(from, to)) {
    for (const kind of remindersDue(candidate, deps.defaultTimeZone, now)) {
      const { taskId, userId, dueDate } = candidate;
      const taken = await inTransaction(
        deps.db,
        async (tx) => {
          if (!(await deps.reminders.take(tx, { taskId, userId, kind, dueDate }))) return false;
          await remind(tx, deps.notifications, { recipientId: userId, action: ACTIONS[kind], taskId });
          return true;
        },
        deps.logError,
      );
      if (taken) sent += 1;
    }
  }
  await deps.reminders.forgetBefore(from);
  return sent;
}
