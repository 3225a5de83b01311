import { describe, expect, it } from 'vitest';
import { formatBirthday } from './birthday-date';

describe('formatBirthday', () => {
  it('shows the day and month, never a year, in the reader language', () => {
    expect(formatBirthday({ month: 11, day: 23 }, 'en')).toBe('November 23');
    expect(formatBirthday({ month: 11, day: 23 }, 'vi')).toBe('23 tháng 11');
  });

  it('keeps 29 February (a leap day) on its own date', () => {
    expect(formatBirthday({ month: 2, day: 29 }, 'en')).toBe('February 29');
  });
});
