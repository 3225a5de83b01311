import { describe, expect, it } from 'vitest';
import { inQuietHours } from './quiet-hours.js';

const night = { start: '22:00', end: '07:00', timeZone: 'Asia/Ho_Chi_Minh' };

describe('quiet hours', () => {
  it('are never on when none are set', () => {
    expect(inQuietHours(null, new Date('2030-01-01T12:00:00Z'))).toBe(false);
  });

  it('cross midnight on the member’s clock (UTC+7 here)', () => {
    expect(inQuietHours(night, new Date('2030-01-01T15:00:00Z'))).toBe(true); // 22:00 there
    expect(inQuietHours(night, new Date('2030-01-01T18:30:00Z'))).toBe(true); // 01:30
    expect(inQuietHours(night, new Date('2030-01-01T23:59:00Z'))).toBe(true); // 06:59
    expect(inQuietHours(night, new Date('2030-01-02T00:00:00Z'))).toBe(false); // 07:00: over
    expect(inQuietHours(night, new Date('2030-01-01T14:59:00Z'))).toBe(false); // 21:59
  });

  it('within one day', () => {
    const lunch = { start: '12:00', end: '13:30', timeZone: 'UTC' };
    expect(inQuietHours(lunch, new Date('2030-01-01T12:00:00Z'))).toBe(true);
    expect(inQuietHours(lunch, new Date('2030-01-01T13:29:00Z'))).toBe(true);
    expect(inQuietHours(lunch, new Date('2030-01-01T13:30:00Z'))).toBe(false);
    expect(inQuietHours(lunch, new Date('2030-01-01T11:59:00Z'))).toBe(false);
  });

  it('follow daylight saving time', () => {
    const evening = { start: '20:00', end: '21:00', timeZone: 'Europe/Paris' };
    expect(inQuietHours(evening, new Date('2030-01-15T19:30:00Z'))).toBe(true); // 20:30 in winter (UTC+1)
    expect(inQuietHours(evening, new Date('2030-07-15T19:30:00Z'))).toBe(false); // 21:30 in summer (UTC+2)
  });
});
