import { TASK_REMINDER_KINDS, type TaskReminderKind } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { projectMembers, taskReminders, tasks, taskWatchers, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';

/** Someone a task may remind (its assignee or a follower, still a member, account active), with what they got. */
export interface ReminderCandidate {
  taskId: string;
  dueDate: string;
  userId: string;
  /** Their zone from Settings, or null (the server's is used). */
  timeZone: string | null;
  /** The kinds already sent them for this due date. */
  sent: TaskReminderKind[];
}

export interface ReminderKey {
  taskId: string;
  userId: string;
  kind: TaskReminderKind;
  dueDate: string;
}

/** The reminders sent, and whom the open tasks due around now may remind (issue 31). */
export function createTaskRemindersRepository(db: Database) {
  return {
    /**
     * Open tasks due from `fromDay` to `toDay` (the index tasks_open_due_idx), each with its assignee and
     * followers who are members of its project and active, and what they were already sent.
     */
    async candidates(fromDay: string, toDay: string): Promise<ReminderCandidate[]> {
      const result = await db.execute(sql`
        SELECT t.id AS task_id, t.due_date::text AS due_date, u.id AS user_id, u.time_zone,
          COALESCE(
            (SELECT array_agg(r.kind) FROM ${taskReminders} r
              WHERE r.task_id = t.id AND r.user_id = u.id AND r.due_date = t.due_date),
            '{}'
          ) AS sent
        FROM ${tasks} t
        CROSS JOIN LATERAL (
          SELECT t.assignee_id AS user_id WHERE t.assignee_id IS NOT NULL
          UNION
          SELECT w.user_id FROM ${taskWatchers} w WHERE w.task_id = t.id
        ) who
        JOIN ${projectMembers} m ON m.project_id = t.project_id AND m.user_id = who.user_id
        JOIN ${users} u ON u.id = who.user_id AND u.status = 'active'
        WHERE t.due_date IS NOT NULL AND t.status <> 'done'
          AND t.due_date BETWEEN ${fromDay}::date AND ${toDay}::date`);
      return rowsOf<{ task_id: string; due_date: string; user_id: string; time_zone: string | null; sent: unknown }>(
        result,
      ).map((row) => ({
        taskId: row.task_id,
        dueDate: row.due_date,
        userId: row.user_id,
        timeZone: row.time_zone,
        sent: parseKinds(row.sent),
      }));
    },

    /**
     * Takes a reminder: true when this call recorded it, false when it was already sent (another
     * process, an earlier look) or the task is gone or done since it was read.
     */
    async take(tx: Database, key: ReminderKey): Promise<boolean> {
      const result = await tx.execute(sql`
        INSERT INTO ${taskReminders} (task_id, user_id, kind, due_date)
        SELECT t.id, ${key.userId}, ${key.kind}, t.due_date FROM ${tasks} t
        WHERE t.id = ${key.taskId} AND t.due_date = ${key.dueDate}::date AND t.status <> 'done'
        ON CONFLICT DO NOTHING
        RETURNING task_id`);
      return rowsOf(result).length > 0;
    },

    /** Forgets the reminders of due dates before `day`: no look reaches back that far. */
    async forgetBefore(day: string): Promise<void> {
      await db.execute(sql`DELETE FROM ${taskReminders} WHERE due_date < ${day}::date`);
    },
  };
}

/** PGlite gives a text[] as an array; node-postgres may give the literal '{a,b}' for an aggregate. */
function parseKinds(value: unknown): TaskReminderKind[] {
  const list = Array.isArray(value)
    ? value
    : String(value)
        .replace(/^\{|\}$/g, '')
        .split(',');
  return list.filter((kind): kind is TaskReminderKind => (TASK_REMINDER_KINDS as readonly unknown[]).includes(kind));
}

export type TaskRemindersRepository = ReturnType<typeof createTaskRemindersRepository>;
