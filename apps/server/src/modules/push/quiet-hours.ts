import type { QuietHours } from '@teamhub/contracts';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The time of day at `now` in `timeZone`, in minutes after midnight. */
function minutesIn(timeZone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * Whether `now` falls in the quiet hours, read on the member's own clock (their time zone, daylight
 * saving included). From `start` up to but not including `end`; an `end` before `start` crosses midnight.
 */
export function inQuietHours(hours: QuietHours | null, now: Date): boolean {
  if (!hours) return false;
  const minutes = minutesIn(hours.timeZone, now);
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}
