import { dayIn, LIMITS } from '@teamhub/contracts';
import { viewerTimeZone } from './viewer-time-zone';

/*
 * How times and counts read everywhere (specification section 9), in one place:
 * - post ages: 45s, 12m, 3h, 6d (under 7 days), 3w (under 4 weeks), 5mo, 2y — the same in every language;
 * - chat list times: 'now', 5m, 3h, 1d, 4d (under a week), then the short date in the reader's language;
 * - notification ages: 'now' under a minute, then minutes, hours and days in the reader's language
 *   (Intl's narrow units: '5m' / '5 phút');
 * - counts: 999, 1.2K, 999.9K, 1.5M (Intl's compact notation, truncated); unread badges cap at 99+.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** One rung of a scale: `unit` counts whole `size`s while the time elapsed is under `below`. */
interface Step {
  unit: TimeUnit;
  size: number;
  below: number;
  /** Bounds of the count (28 days are '1mo', 364 days '11mo'). */
  min?: number;
  max?: number;
}

const POST_SCALE: readonly Step[] = [
  { unit: 'second', size: SECOND, below: MINUTE },
  { unit: 'minute', size: MINUTE, below: HOUR },
  { unit: 'hour', size: HOUR, below: DAY },
  { unit: 'day', size: DAY, below: WEEK },
  { unit: 'week', size: WEEK, below: 4 * WEEK },
  { unit: 'month', size: MONTH, below: YEAR, min: 1, max: 11 },
  { unit: 'year', size: YEAR, below: Infinity },
];

/** Chat and notifications: 'now' (the second rung) under a minute, then minutes, hours and days. */
const CHAT_SCALE: readonly Step[] = [
  { unit: 'second', size: SECOND, below: MINUTE },
  { unit: 'minute', size: MINUTE, below: HOUR },
  { unit: 'hour', size: HOUR, below: DAY },
  { unit: 'day', size: DAY, below: WEEK },
];
const NOTIFICATION_SCALE: readonly Step[] = [...CHAT_SCALE.slice(0, -1), { unit: 'day', size: DAY, below: Infinity }];

const POST_SUFFIX: Record<TimeUnit, string> = {
  second: 's',
  minute: 'm',
  hour: 'h',
  day: 'd',
  week: 'w',
  month: 'mo',
  year: 'y',
};

/** The spec's word for "under a minute ago", the same in every language. */
const NOW = 'now';

type DateInput = string | number | Date;

interface Elapsed {
  unit: TimeUnit;
  count: number;
}

/**
 * How long ago `date` was on `scale`; null for an unreadable date or one beyond the scale. A time a
 * little in the future (a clock slightly ahead of ours) counts as no time at all.
 */
function elapsed(date: DateInput, now: DateInput, scale: readonly Step[]): Elapsed | null {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return null;
  const span = Math.max(0, new Date(now).getTime() - then);
  const step = scale.find((candidate) => span < candidate.below);
  if (!step) return null;
  const count = Math.min(step.max ?? Infinity, Math.max(step.min ?? 0, Math.floor(span / step.size)));
  return { unit: step.unit, count };
}

const cache = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build and immutable: one per locale and options. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** A post's age: '45s', '12m', '3h', '6d', '3w', '5mo', '2y'; '' for an unreadable date. */
export function formatPostAge(date: DateInput, now: DateInput = Date.now()): string {
  const age = elapsed(date, now, POST_SCALE);
  return age ? `${age.count}${POST_SUFFIX[age.unit]}` : '';
}

/** A conversation's last activity: 'now', '5m', '3h', '4d', then 'Jan 5' / '5 thg 1'. */
export function formatChatAge(date: DateInput, now: DateInput, locale: string): string {
  if (Number.isNaN(new Date(date).getTime())) return '';
  const age = elapsed(date, now, CHAT_SCALE);
  if (!age) return new Date(date).toLocaleDateString(locale, { month: 'short', day: 'numeric' });
  return age.unit === 'second' ? NOW : `${age.count}${POST_SUFFIX[age.unit]}`;
}

/** A notification's age: 'now', then '5m', '3h', '2d' in English and '5 phút', '3 giờ', '2 ngày' in Vietnamese. */
export function formatNotificationAge(date: DateInput, now: DateInput, locale: string): string {
  const age = elapsed(date, now, NOTIFICATION_SCALE);
  if (!age) return '';
  if (age.unit === 'second') return NOW;
  return numberFormat(locale, { style: 'unit', unit: age.unit, unitDisplay: 'narrow' }).format(age.count);
}

/**
 * A count as profiles and posts show it: 999, 1.2K, 999.9K, 1.5M. The spec's K and M in every language;
 * truncated rather than rounded, so 999,999 never reads 1000K.
 */
export function formatCount(count: number): string {
  return numberFormat('en', { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' }).format(count);
}

/** Unread badge text: nothing for zero, '99+' beyond the cap. */
export function formatBadgeCount(count: number): string {
  if (count <= 0) return '';
  return count > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(count);
}

/**
 * A calendar day ('YYYY-MM-DD') as day/month, the Vietnamese way the board shows due dates: '05/12'.
 * The day is read as written (no time zone shift); '' for an unreadable value.
 */
export function formatDayMonth(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}` : '';
}

/**
 * Today as 'YYYY-MM-DD' (what date inputs hold): on the clock of the time zone the reader saved in
 * Settings (their reminders follow it too), else on this device's clock.
 */
export function localToday(now: Date = new Date(), zone: string | null = viewerTimeZone()): string {
  if (zone) return dayIn(zone, now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** A file size the way the spec writes it: base 1024, Bytes, KB, MB, GB with 2 decimals ('1.50 KB'). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(FILE_SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  if (exponent === 0) return `${Math.round(bytes)} Bytes`;
  return `${(bytes / 1024 ** exponent).toFixed(2)} ${FILE_SIZE_UNITS[exponent]}`;
}

/** A day and time in the reader's language ('23 thg 11, 2026, 14:05'); '' for an unreadable value. */
export function formatDateTime(date: DateInput, locale: string): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return value.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
