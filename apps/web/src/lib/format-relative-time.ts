const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A post's age the way the feed shows it (specification section 9): 45s, 12m, 3h, 6d (under 7 days),
 * 3w (under 4 weeks), 5mo, 2y. The suffixes are the same in every language. A time in the future
 * (a clock a little ahead of ours) reads as 0s.
 */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const current = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, current - then);

  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)}s`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return `${days}d`;
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return `${weeks}w`;
  if (days < 365) return `${Math.min(11, Math.max(1, Math.floor(days / 30)))}mo`;
  return `${Math.floor(days / 365)}y`;
}
