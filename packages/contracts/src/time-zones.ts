/** True for an IANA time zone this runtime knows ("Asia/Ho_Chi_Minh", "UTC"). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `instant`: its calendar day and time, each part a number. */
function wallClock(zone: string, instant: Date) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) =>
    Number(parts[type]),
  ) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

/** The calendar day ('YYYY-MM-DD') it is in `zone` at `instant`. */
export function dayIn(zone: string, instant: Date = new Date()): string {
  const { year, month, day } = wallClock(zone, instant);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(zone: string, instant: Date): number {
  const wall = wallClock(zone, instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant `zone`'s clocks show `hour`:00 on `day`. The offset is read twice, the second time at
 * the first guess, so a day when the clocks change still lands right; an hour the clocks skip (spring
 * forward) becomes the hour after it.
 */
export function instantAt(day: string, hour: number, zone: string): Date {
  const wall = new Date(`${day}T00:00:00Z`).getTime() + hour * 60 * 60 * 1000;
  const firstGuess = wall - offsetAt(zone, new Date(wall));
  return new Date(wall - offsetAt(zone, new Date(firstGuess)));
}
