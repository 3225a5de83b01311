import type { ActivityValue, TaskActivityType, TaskTimelineFilter } from '@teamhub/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { taskActivity, taskComments, users } from '../../db/schema/index.js';

/** One activity line to write: a field of the task changed from one value to another. */
export interface ActivityLine {
  type: TaskActivityType;
  from: ActivityValue;
  to: ActivityValue;
}

/** One entry of a task's timeline: an activity line, or a comment (`type` 'comment', with `text`). */
export interface TimelineRecord {
  id: string;
  type: TaskActivityType | 'comment';
  actor: { id: string; username: string; avatar: string };
  from: ActivityValue;
  to: ActivityValue;
  text: string | null;
  /** ISO, milliseconds (as the API shows times). */
  createdAt: string;
  editedAt: string | null;
  /** Its position in the timeline (see TASK_TIMELINE_CURSOR_PATTERN). */
  cursor: string;
}

interface TimelineRow {
  id: string;
  type: TimelineRecord['type'];
  from_value: ActivityValue;
  to_value: ActivityValue;
  text: string | null;
  created_at: string;
  edited_at: string | null;
  cursor: string;
  actor_id: string;
  username: string;
  avatar: string;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A task's history (issue 31) and its timeline: activity lines and comments in one keyset-paged
 * UNION ALL, newest first on (created_at, id), so a page is one query whatever the mix.
 */
export const taskActivityRepository = {
  async insert(tx: Database, taskId: string, actorId: string, lines: ActivityLine[]): Promise<void> {
    if (lines.length === 0) return;
    await tx
      .insert(taskActivity)
      .values(lines.map((line) => ({ taskId, actorId, type: line.type, fromValue: line.from, toValue: line.to })));
  },

  /** Usernames of these accounts, for the assignee's lines (kept as they were named then). */
  async people(executor: Database, ids: string[]): Promise<Map<string, { id: string; username: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await executor
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** One page, newest first, after `cursor`; one entry more than `limit` tells whether more exist. */
  async timeline(
    executor: Database,
    taskId: string,
    { filter, cursor, limit }: { filter: TaskTimelineFilter; cursor?: string; limit: number },
  ): Promise<{ records: TimelineRecord[]; hasMore: boolean }> {
    const [cursorAt, cursorId] = cursor ? cursor.split('|') : [];
    const before = (createdAt: SQL, id: SQL) =>
      cursor ? sql`AND (${createdAt}, ${id}) < (${cursorAt}::timestamptz, ${cursorId}::uuid)` : sql``;
    const comments = sql`
      SELECT c.id, 'comment' AS type, c.author_id AS actor_id, NULL::jsonb AS from_value, NULL::jsonb AS to_value,
        c.text, c.created_at, c.edited_at
      FROM ${taskComments} c
      WHERE c.task_id = ${taskId} ${before(sql`c.created_at`, sql`c.id`)}`;
    const activity = sql`
      SELECT a.id, a.type, a.actor_id, a.from_value, a.to_value, NULL AS text, a.created_at, NULL::timestamptz AS edited_at
      FROM ${taskActivity} a
      WHERE a.task_id = ${taskId} ${before(sql`a.created_at`, sql`a.id`)}`;
    const entries = filter === 'comments' ? comments : sql`${activity} UNION ALL ${comments}`;
    const result = await executor.execute(sql`
      SELECT e.id, e.type, e.from_value, e.to_value, e.text,
        ${iso(sql`e.created_at`)} AS created_at,
        ${iso(sql`e.edited_at`)} AS edited_at,
        to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || e.id AS cursor,
        u.id AS actor_id, u.username, u.avatar
      FROM (${entries}) e
      JOIN ${users} u ON u.id = e.actor_id
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${limit + 1}`);
    const rows = rowsOf<TimelineRow>(result);
    return {
      records: rows.slice(0, limit).map((row) => ({
        id: row.id,
        type: row.type,
        actor: { id: row.actor_id, username: row.username, avatar: row.avatar },
        from: row.from_value ?? null,
        to: row.to_value ?? null,
        text: row.text,
        createdAt: row.created_at,
        editedAt: row.edited_at,
        cursor: row.cursor,
      })),
      hasMore: rows.length > limit,
    };
  },
};

export type TaskActivityRepository = typeof taskActivityRepository;
