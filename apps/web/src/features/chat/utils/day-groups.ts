import type { MessageView } from '@teamhub/contracts';

/** Messages closer than this, from the same sender, are drawn as one run (one avatar, one name). */
const RUN_GAP_MS = 5 * 60_000;

export interface MessageRow {
  message: MessageView;
  /** First of a run of messages from one sender: shows the sender's name in groups. */
  startsRun: boolean;
  /** Last of a run: carries the avatar and the time. */
  endsRun: boolean;
}

export interface DayGroup {
  /** Local calendar day, YYYY-MM-DD. */
  key: string;
  date: Date;
  rows: MessageRow[];
}

/** The local calendar day of a date as YYYY-MM-DD. */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function sameRun(a: MessageView | undefined, b: MessageView | undefined): boolean {
  if (!a || !b || a.sender._id !== b.sender._id) return false;
  return Math.abs(new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime()) < RUN_GAP_MS;
}

/**
 * Splits messages (oldest first) into local calendar days for the day separators, and marks
 * where each run of one sender's messages starts and ends inside a day.
 */
export function groupMessagesByDay(messages: readonly MessageView[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const key = localDayKey(date);
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      group = { key, date, rows: [] };
      groups.push(group);
    }
    group.rows.push({ message, startsRun: true, endsRun: true });
  }
  for (const group of groups) {
    group.rows.forEach((row, index) => {
      row.startsRun = !sameRun(group.rows[index - 1]?.message, row.message);
      row.endsRun = !sameRun(row.message, group.rows[index + 1]?.message);
    });
  }
  return groups;
}

export type DayKind = 'today' | 'yesterday' | 'other';

/** Whether a separator reads "Today", "Yesterday" or a date. */
export function dayKind(date: Date, now: Date): DayKind {
  const key = localDayKey(date);
  if (key === localDayKey(now)) return 'today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return key === localDayKey(yesterday) ? 'yesterday' : 'other';
}
