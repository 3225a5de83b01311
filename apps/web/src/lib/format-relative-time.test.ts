import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const NOW = new Date('2026-03-15T12:00:00Z').getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
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
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('reads a time slightly in the future as 0s', () => {
    expect(formatRelativeTime(new Date(NOW + 5 * SECOND), NOW)).toBe('0s');
  });

  it('accepts a Date as now', () => {
    expect(formatRelativeTime(ago(2 * HOUR), new Date(NOW))).toBe('2h');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});
