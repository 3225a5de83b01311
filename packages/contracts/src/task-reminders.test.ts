import { describe, expect, it } from 'vitest';
import { reminderDue, reminderWindow } from './task-reminders.js';
import { dayIn, instantAt } from './time-zones.js';

describe('time zones', () => {
  it('reads the day on the zone’s own clock', () => {
    const instant = new Date('2026-12-09T20:00:00Z');
    expect(dayIn('Asia/Ho_Chi_Minh', instant)).toBe('2026-12-10');
    expect(dayIn('America/Los_Angeles', instant)).toBe('2026-12-09');
    expect(dayIn('UTC', instant)).toBe('2026-12-09');
  });

  it('finds the instant of a wall-clock hour, daylight saving included', () => {
    expect(instantAt('2026-12-09', 9, 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-12-09T02:00:00.000Z');
    expect(instantAt('2026-12-09', 9, 'America/Los_Angeles').toISOString()).toBe('2026-12-09T17:00:00.000Z');
    // Summer time in Los Angeles (UTC−7) and the days its clocks change.
    expect(instantAt('2026-07-01', 9, 'America/Los_Angeles').toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(instantAt('2026-03-08', 9, 'America/Los_Angeles').toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(instantAt('2026-11-01', 0, 'America/Los_Angeles').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    // Half-hour zones.
    expect(instantAt('2026-12-09', 9, 'Asia/Kolkata').toISOString()).toBe('2026-12-09T03:30:00.000Z');
  });
});

describe('reminder windows', () => {
  it('reminds the day before at 09:00 on the member’s clock, until the due day begins', () => {
    const window = reminderWindow('due-soon', '2026-12-10', 'Asia/Ho_Chi_Minh');
    expect(window.from.toISOString()).toBe('2026-12-09T02:00:00.000Z');
    expect(window.until.toISOString()).toBe('2026-12-09T17:00:00.000Z');
  });

  it('reminds of an overdue task at 09:00 the day after, for two days', () => {
    const window = reminderWindow('overdue', '2026-12-10', 'America/Los_Angeles');
    expect(window.from.toISOString()).toBe('2026-12-11T17:00:00.000Z');
    expect(window.until.toISOString()).toBe('2026-12-13T17:00:00.000Z');
  });

  it('is due inside its window only', () => {
    const due = (iso: string) => reminderDue('due-soon', '2026-12-10', 'Asia/Ho_Chi_Minh', new Date(iso));
    expect(due('2026-12-09T01:59:59Z')).toBe(false);
    expect(due('2026-12-09T02:00:00Z')).toBe(true);
    expect(due('2026-12-09T16:59:59Z')).toBe(true);
    expect(due('2026-12-09T17:00:00Z')).toBe(false);
  });
});
