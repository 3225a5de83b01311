const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * A conversation's last-activity label (specification section 9): 'now' under a minute, then
 * minutes ('5m') under an hour, hours ('3h') under a day, '1d', days ('4d') under a week, and the
 * short month and day ('Jan 5', '5 thg 1') after that. A time slightly in the future reads 'now'.
 */
export function formatChatTime(date: string | number | Date, now: number | Date, locale: string): string {
  const then = new Date(date);
  const time = then.getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, (typeof now === 'number' ? now : now.getTime()) - time);
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  return then.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
}

/** The clock time shown under a message bubble ('14:05' / '2:05 PM'). */
export function formatMessageClock(date: string, locale: string): string {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return '';
  return parsed.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
