import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  isDay,
  isMonth,
  monthGridDays,
  startOfWeek,
  weekDays,
  weekdayIndex,
} from './calendar-days';

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
  });

  it('is not moved by a daylight-saving change in the reader’s zone', () => {
    // Europe and the US change clocks on these nights; a local-time "+24 h" lands on the same day or skips one.
    const original = process.env.TZ;
    for (const zone of ['Europe/London', 'America/New_York', 'Asia/Ho_Chi_Minh', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
      expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
      expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
      expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
      expect(weekdayIndex('2026-10-25')).toBe(6);
    }
    process.env.TZ = original;
  });

  it('starts weeks on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('builds a six-week month grid with the leading and trailing days', () => {
    const november = monthGridDays('2026-11');
    expect(november).toHaveLength(42);
    // 1 November 2026 is a Sunday: six days of October lead.
    expect(november.slice(0, 7)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(november[41]).toBe('2026-12-06');
    // February 2027 starts on a Monday: no leading days, two trailing weeks.
    const february = monthGridDays('2027-02');
    expect(february[0]).toBe('2027-02-01');
    expect(february[27]).toBe('2027-02-28');
    expect(february[41]).toBe('2027-03-14');
    expect(daysBetween(november[0] as string, november[41] as string)).toBe(42);
  });

  it('steps months and checks what the address holds', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', -13)).toBe('2025-10');
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('soon')).toBe(false);
  });
});
