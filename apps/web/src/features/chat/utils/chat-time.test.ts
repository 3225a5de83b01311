import { describe, expect, it } from 'vitest';
import { formatChatTime } from './chat-time';

describe('formatChatTime', () => {
  const now = new Date('2026-03-15T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'now'],
    [59_000, 'now'],
    [MINUTE, '1m'],
    [59 * MINUTE, '59m'],
    [HOUR, '1h'],
    [23 * HOUR + 59 * MINUTE, '23h'],
    [DAY, '1d'],
    [2 * DAY - 1, '1d'],
    [2 * DAY, '2d'],
    [6 * DAY + 23 * HOUR, '6d'],
  ])('%i ms ago → %s', (elapsed, label) => expect(formatChatTime(ago(elapsed), now, 'en')).toBe(label));

  it('shows the short month and day from 7 days on', () => {
    expect(formatChatTime('2026-03-08T12:00:00.000Z', now, 'en')).toBe('Mar 8');
    expect(formatChatTime('2026-01-02T09:00:00.000Z', now, 'en')).toBe('Jan 2');
  });

  it('reads a time slightly in the future as now, and an invalid date as nothing', () => {
    expect(formatChatTime('2026-03-15T12:00:30.000Z', now, 'en')).toBe('now');
    expect(formatChatTime('not a date', now, 'en')).toBe('');
  });
});
