import { describe, expect, it } from 'vitest';
import { taskFixture } from '../test-support/fixtures';
import {
  dropOutcome,
  dueWithin,
  periodFromParams,
  periodRange,
  shiftPeriod,
  switchKind,
  tasksByDay,
  withPeriod,
} from './calendar-view';

const params = (text: string) => new URLSearchParams(text);

describe('calendar periods', () => {
  it('reads the address, this month by default', () => {
    expect(periodFromParams(params(''), '2026-11-28')).toEqual({ kind: 'month', month: '2026-11' });
    expect(periodFromParams(params('month=2027-02'), '2026-11-28')).toEqual({ kind: 'month', month: '2027-02' });
    expect(periodFromParams(params('month=2027-13'), '2026-11-28')).toEqual({ kind: 'month', month: '2026-11' });
    // A week is kept by its Monday, whichever day the address names.
    expect(periodFromParams(params('week=2026-11-26'), '2026-11-28')).toEqual({ kind: 'week', start: '2026-11-23' });
    expect(
      withPeriod(params('project=p&view=calendar&month=2026-11'), { kind: 'week', start: '2026-11-23' }).toString(),
    ).toBe('project=p&view=calendar&week=2026-11-23');
  });

  it('steps and switches', () => {
    expect(shiftPeriod({ kind: 'month', month: '2026-12' }, 1)).toEqual({ kind: 'month', month: '2027-01' });
    expect(shiftPeriod({ kind: 'week', start: '2026-11-30' }, -1)).toEqual({ kind: 'week', start: '2026-11-23' });
    expect(switchKind({ kind: 'month', month: '2026-11' }, '2026-11-28')).toEqual({
      kind: 'week',
      start: '2026-11-23',
    });
    expect(switchKind({ kind: 'month', month: '2027-01' }, '2026-11-28')).toEqual({
      kind: 'week',
      start: '2026-12-28',
    });
    // The week of 30 Dec 2024 – 5 Jan 2025 belongs to January (its Thursday).
    expect(switchKind({ kind: 'week', start: '2024-12-30' }, '2024-12-30')).toEqual({
      kind: 'month',
      month: '2025-01',
    });
  });

  it('asks the server for the days shown, within its limit', () => {
    expect(periodRange({ kind: 'month', month: '2026-11' })).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(periodRange({ kind: 'week', start: '2026-11-23' })).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
});

describe('dropping a task on a day', () => {
  const today = '2026-11-28';
  it('moves its due date to a day from today', () => {
    expect(dropOutcome('2026-11-30', '2026-12-02', today)).toEqual({ kind: 'move', dueDate: '2026-12-02' });
    expect(dropOutcome('2026-11-30', today, today)).toEqual({ kind: 'move', dueDate: today });
    // An overdue task moves forward too.
    expect(dropOutcome('2026-11-20', '2026-11-29', today)).toEqual({ kind: 'move', dueDate: '2026-11-29' });
  });
  it('does nothing on its own day and refuses a past one', () => {
    expect(dropOutcome('2026-11-30', '2026-11-30', today)).toEqual({ kind: 'same' });
    expect(dropOutcome('2026-11-30', '2026-11-27', today)).toEqual({ kind: 'past' });
  });
});

describe('tasks by day', () => {
  it('puts each task on its day in board order, leaving out days not shown', () => {
    const tasks = [
      taskFixture({ id: 'a', dueDate: '2026-11-24', status: 'done', position: 'a0' }),
      taskFixture({ id: 'b', dueDate: '2026-11-24', status: 'todo', position: 'a1' }),
      taskFixture({ id: 'c', dueDate: '2026-11-24', status: 'todo', position: 'a0' }),
      taskFixture({ id: 'd', dueDate: '2026-12-24' }),
      taskFixture({ id: 'e', dueDate: null }),
    ];
    const byDay = tasksByDay(tasks, ['2026-11-23', '2026-11-24']);
    expect(byDay.get('2026-11-24')?.map((task) => task.id)).toEqual(['c', 'b', 'a']);
    expect(byDay.get('2026-11-23')).toEqual([]);
    expect([...byDay.keys()]).toEqual(['2026-11-23', '2026-11-24']);
  });
});

describe('the tasks a calendar shows', () => {
  it('keeps those due from the first day shown to the last, both included', () => {
    const tasks = [
      taskFixture({ id: 'before', dueDate: '2026-11-22' }),
      taskFixture({ id: 'first', dueDate: '2026-11-23' }),
      taskFixture({ id: 'last', dueDate: '2026-11-29' }),
      taskFixture({ id: 'after', dueDate: '2026-11-30' }),
      taskFixture({ id: 'none', dueDate: null }),
    ];
    const week = periodRange({ kind: 'week', start: '2026-11-23' });
    expect(dueWithin(tasks, week).map((task) => task.id)).toEqual(['first', 'last']);
  });
});
