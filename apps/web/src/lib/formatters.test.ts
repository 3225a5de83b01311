import { afterEach, describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
  formatChatAge,
  formatCount,
  formatDayMonth,
  formatNotificationAge,
  formatPostAge,
  localToday,
} from './formatters';
import { setViewerTimeZone } from './viewer-time-zone';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatPostAge', () => {
  it.each([
    [0, '0s'],
    [59 * SECOND, '59s'],
    [MINUTE, '1m'],
    [59 * MINUTE + 59 * SECOND, '59m'],
    [HOUR, '1h'],
    [23 * HOUR, '23h'],
    [DAY, '1d'],
    [6 * DAY + 23 * HOUR, '6d'],
    [7 * DAY, '1w'],
    [27 * DAY, '3w'],
    [28 * DAY, '1mo'],
    [45 * DAY, '1mo'],
    [60 * DAY, '2mo'],
    [364 * DAY, '11mo'],
    [365 * DAY, '1y'],
    [3 * 365 * DAY + 10 * DAY, '3y'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatPostAge(ago(elapsed), NOW)).toBe(expected);
  });

  it('reads a time slightly in the future as 0s, and an unreadable date as nothing', () => {
    expect(formatPostAge(new Date(NOW.getTime() + 5 * SECOND), NOW)).toBe('0s');
    expect(formatPostAge('not a date', NOW)).toBe('');
  });

  it('accepts epoch milliseconds as now', () => {
    expect(formatPostAge(ago(2 * HOUR), NOW.getTime())).toBe('2h');
  });
});

describe('formatChatAge', () => {
  it.each([
    [0, 'now'],
    [59 * SECOND, 'now'],
    [MINUTE, '1m'],
    [59 * MINUTE, '59m'],
    [HOUR, '1h'],
    [23 * HOUR + 59 * MINUTE, '23h'],
    [DAY, '1d'],
    [2 * DAY - 1, '1d'],
    [2 * DAY, '2d'],
    [6 * DAY + 23 * HOUR, '6d'],
  ])('%i ms ago → %s in both languages', (elapsed, label) => {
    expect(formatChatAge(ago(elapsed), NOW, 'en')).toBe(label);
    expect(formatChatAge(ago(elapsed), NOW, 'vi')).toBe(label);
  });

  it("shows the short month and day in the reader's language from 7 days on", () => {
    expect(formatChatAge('2026-03-08T12:00:00.000Z', NOW, 'en')).toBe('Mar 8');
    expect(formatChatAge('2026-01-02T09:00:00.000Z', NOW, 'en')).toBe('Jan 2');
    expect(formatChatAge('2026-01-02T09:00:00.000Z', NOW, 'vi')).toBe('2 thg 1');
  });

  it('reads a time slightly in the future as now, and an invalid date as nothing', () => {
    expect(formatChatAge('2026-03-15T12:00:30.000Z', NOW, 'en')).toBe('now');
    expect(formatChatAge('not a date', NOW, 'en')).toBe('');
  });
});

describe('formatNotificationAge', () => {
  it.each([
    [59 * SECOND, 'now', 'now'],
    [MINUTE, '1m', '1 phút'],
    [59 * MINUTE, '59m', '59 phút'],
    [HOUR, '1h', '1 giờ'],
    [DAY, '1d', '1 ngày'],
    [40 * DAY, '40d', '40 ngày'],
  ])('%i ms ago → %s / %s', (elapsed, english, vietnamese) => {
    expect(formatNotificationAge(ago(elapsed), NOW, 'en')).toBe(english);
    expect(formatNotificationAge(ago(elapsed), NOW, 'vi')).toBe(vietnamese);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1K'],
    [1_234, '1.2K'],
    [1_299, '1.2K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
    [12_345_678, '12.3M'],
  ])('%i → %s', (count, text) => expect(formatCount(count)).toBe(text));
});

describe('formatBadgeCount', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i → %j', (count, text) => expect(formatBadgeCount(count)).toBe(text));
});

describe('formatDayMonth', () => {
  it('shows a calendar day as day/month, as written', () => {
    expect(formatDayMonth('2026-12-05')).toBe('05/12');
    expect(formatDayMonth('not a day')).toBe('');
  });
});

describe('localToday', () => {
  afterEach(() => setViewerTimeZone(null));
  // 23:30 in UTC on 9 January is already 06:30 on the 10th in Hanoi, still the 9th in Los Angeles.
  const lateEvening = new Date('2026-01-09T23:30:00Z');

  it("follows the zone the viewer saved, not this device's clock", () => {
    setViewerTimeZone('Asia/Ho_Chi_Minh');
    expect(localToday(lateEvening)).toBe('2026-01-10');
    setViewerTimeZone('America/Los_Angeles');
    expect(localToday(lateEvening)).toBe('2026-01-09');
  });

  it("reads this device's clock while no zone is saved", () => {
    setViewerTimeZone(null);
    expect(localToday(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
    expect(localToday(new Date(2026, 0, 10, 0, 30))).toBe('2026-01-10');
  });

  it('takes a zone given to it over the saved one', () => {
    setViewerTimeZone('America/Los_Angeles');
    expect(localToday(lateEvening, 'Asia/Tokyo')).toBe('2026-01-10');
  });
});
