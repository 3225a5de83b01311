import { describe, expect, it } from 'vitest';
import { timeZoneOption, timeZoneOptions } from './time-zones';

const JANUARY = new Date('2026-01-15T12:00:00Z');
const JULY = new Date('2026-07-15T12:00:00Z');

describe('timeZoneOption', () => {
  it('reads as the offset it has now, then the name with spaces', () => {
    expect(timeZoneOption('Asia/Ho_Chi_Minh', JANUARY)).toEqual({
      value: 'Asia/Ho_Chi_Minh',
      label: '(UTC+07:00) Asia/Ho Chi Minh',
      offset: 420,
    });
    expect(timeZoneOption('UTC', JANUARY).label).toBe('(UTC+00:00) UTC');
    expect(timeZoneOption('Asia/Kolkata', JANUARY).offset).toBe(330);
  });

  it('follows summer time', () => {
    expect(timeZoneOption('America/New_York', JANUARY).label).toBe('(UTC-05:00) America/New York');
    expect(timeZoneOption('America/New_York', JULY)).toMatchObject({
      label: '(UTC-04:00) America/New York',
      offset: -240,
    });
  });
});

describe('timeZoneOptions', () => {
  it('orders the zones west to east, then by name, UTC among them', () => {
    const options = timeZoneOptions('Asia/Ho_Chi_Minh', JANUARY);
    const offsets = options.map((option) => option.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    const values = options.map((option) => option.value);
    expect(values).toContain('UTC');
    expect(values.indexOf('Asia/Bangkok')).toBeLessThan(values.indexOf('Asia/Ho_Chi_Minh'));
    expect(values.indexOf('Asia/Ho_Chi_Minh')).toBeLessThan(values.indexOf('Asia/Tokyo'));
  });

  it('keeps a selected zone the runtime lists under another name', () => {
    const values = timeZoneOptions('Asia/Saigon', JANUARY).map((option) => option.value);
    expect(values).toContain('Asia/Saigon');
    expect(new Set(values).size).toBe(values.length);
  });
});
