import { describe, expect, it } from 'vitest';
import { nextDueDate, recurrenceSchema, type Recurrence } from './task-recurrence.js';

const rule = (input: unknown): Recurrence => recurrenceSchema.parse(input);
const past = '2000-01-01';

describe('nextDueDate', () => {
  it('steps every N days', () => {
    expect(nextDueDate(rule({ frequency: 'daily', interval: 1 }), '2026-12-31', past)).toBe('2027-01-01');
    expect(nextDueDate(rule({ frequency: 'daily', interval: 3 }), '2026-02-27', past)).toBe('2026-03-02');
  });

  it('repeats weekly on Monday and Thursday, then every other week', () => {
    const monThu = rule({ frequency: 'weekly', interval: 1, weekdays: [4, 1] });
    // 2026-11-30 is a Monday.
    expect(nextDueDate(monThu, '2026-11-30', past)).toBe('2026-12-03');
    expect(nextDueDate(monThu, '2026-12-03', past)).toBe('2026-12-07');
    // A due date on another day (a Saturday) goes to the next chosen one.
    expect(nextDueDate(monThu, '2026-12-05', past)).toBe('2026-12-07');
    const fortnightly = rule({ frequency: 'weekly', interval: 2, weekdays: [1, 4] });
    expect(nextDueDate(fortnightly, '2026-11-30', past)).toBe('2026-12-03');
    expect(nextDueDate(fortnightly, '2026-12-03', past)).toBe('2026-12-14');
  });

  it("repeats weekly on the due date's weekday when none are chosen", () => {
    expect(nextDueDate(rule({ frequency: 'weekly', interval: 1 }), '2026-12-02', past)).toBe('2026-12-09');
    expect(nextDueDate(rule({ frequency: 'weekly', interval: 3, weekdays: [] }), '2026-12-06', past)).toBe(
      '2026-12-27',
    );
  });

  it('repeats monthly on the 31st, on the last day of a short month', () => {
    const on31 = rule({ frequency: 'monthly', interval: 1, monthDay: 31 });
    expect(nextDueDate(on31, '2027-01-31', past)).toBe('2027-02-28');
    expect(nextDueDate(on31, '2027-02-28', past)).toBe('2027-03-31');
    expect(nextDueDate(on31, '2028-01-31', past)).toBe('2028-02-29');
    expect(nextDueDate(on31, '2027-04-10', past)).toBe('2027-04-30');
    expect(nextDueDate(rule({ frequency: 'monthly', interval: 3 }), '2026-11-15', past)).toBe('2027-02-15');
  });

  it('picks up from today after a late finish instead of piling up overdue copies', () => {
    expect(nextDueDate(rule({ frequency: 'daily', interval: 1 }), '2026-11-01', '2026-11-28')).toBe('2026-11-28');
    expect(nextDueDate(rule({ frequency: 'weekly', interval: 1, weekdays: [1] }), '2026-10-05', '2026-11-28')).toBe(
      '2026-11-30',
    );
  });
});

describe('recurrenceSchema', () => {
  it('keeps only what its frequency uses, weekdays sorted once each', () => {
    expect(rule({ frequency: 'weekly', interval: 1, weekdays: [4, 1, 4], monthDay: 3 })).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: [1, 4],
    });
    expect(rule({ frequency: 'daily', interval: 2, weekdays: [1] })).toEqual({ frequency: 'daily', interval: 2 });
  });

  it('refuses intervals and days out of range with readable keys', () => {
    const first = (input: unknown) => recurrenceSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ frequency: 'daily', interval: 0 })).toBe('projects.recurrenceIntervalInvalid');
    expect(first({ frequency: 'daily', interval: 100 })).toBe('projects.recurrenceIntervalInvalid');
    expect(first({ frequency: 'monthly', interval: 1, monthDay: 32 })).toBe('projects.recurrenceMonthDayInvalid');
    expect(first({ frequency: 'yearly', interval: 1 })).toBe('projects.recurrenceInvalid');
  });
});
