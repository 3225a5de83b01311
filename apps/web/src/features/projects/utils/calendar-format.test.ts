import { describe, expect, it } from 'vitest';
import { formatDayLong, formatDayShort, formatMonthTitle, weekdayNames } from './calendar-format';

describe('calendar texts', () => {
  it('names the weekdays from Monday in either language', () => {
    expect(weekdayNames('en', 'short', '2026-11-23')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const vietnamese = weekdayNames('vi', 'short', '2026-11-23');
    expect(vietnamese[0]).toBe('Thứ 2');
    expect(vietnamese[6]).toBe('CN');
  });

  it('writes days as the reader reads them, whatever their time zone', () => {
    const original = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDayShort('2026-11-28', 'vi')).toBe('28/11');
    expect(formatDayShort('2026-11-28', 'en')).toBe('28 Nov');
    expect(formatDayLong('2026-11-28', 'en')).toBe('Saturday, 28 November 2026');
    expect(formatDayLong('2026-11-28', 'vi')).toBe('Thứ Bảy, 28/11/2026');
    expect(formatMonthTitle('2026-11', 'en')).toBe('November 2026');
    expect(formatMonthTitle('2026-11', 'vi')).toMatch(/^Tháng 11/);
    process.env.TZ = original;
  });
});
